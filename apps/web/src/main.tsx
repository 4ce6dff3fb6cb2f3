import './lib/strip-trailing-slash.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadRoute } from './app/router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

preloadRoute(window.location.pathname);

// The first render as a transition: React renders it in slices instead of one long task, so a phone stays
// responsive while the page builds (issue 35: Lighthouse counts a long start-up task as blocking time).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
