import { buttonStyles, RenderFailure } from '@verdant/web-kit';
import { Link, useRouteError } from 'react-router-dom';

/** A page that crashed while rendering: say so, keep the shop around it, and offer a way back. */
export function RouteError() {
  return (
    <RenderFailure error={useRouteError()} part="page" appName="Verdant">
      <Link to="/" className={buttonStyles()}>
        Return to Home
      </Link>
    </RenderFailure>
  );
}
