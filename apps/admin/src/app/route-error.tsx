import { buttonStyles, RenderFailure } from '@verdant/web-kit';
import { Link, useRouteError } from 'react-router-dom';

/** A screen that crashed while rendering: say so and offer a way back to the dashboard. */
export function RouteError() {
  return (
    <RenderFailure error={useRouteError()} part="screen" appName="Verdant Admin">
      <Link to="/" className={buttonStyles()}>
        Back to Dashboard
      </Link>
    </RenderFailure>
  );
}
