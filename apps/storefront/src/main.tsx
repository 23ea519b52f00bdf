import '@verdant/domain/shared/schemas-without-eval';
import '@verdant/web-kit/theme/theme.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const root = createRoot(document.getElementById('root')!);
// As a transition, React renders the first page in slices of a few milliseconds instead of one long task, so
// the page answers a tap while it is still being drawn.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
