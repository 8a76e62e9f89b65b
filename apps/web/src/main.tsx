// Mantine's base styles; each component's styles come with the module that imports it (decision 0034).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './lib/i18n/i18n.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppRouter, preloadCurrentRoutes } from './app/router.tsx';
import { requestMeEarly } from './lib/session.ts';
import { requestLandingEarly } from './lib/landing.ts';
import { yieldToBrowser } from './lib/yield.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Starting the app is several pieces of work, each its own task on a slow phone instead of one long one (issue 13:
// total blocking time; decision 0067): the scripts' own evaluation (done by now), building the router over the route
// tree, asking for the current page's chunks, the router's first load (the session, the page's data; index.html's
// skeleton stands meanwhile), and the first render, which React does as a transition, in slices that yield to the
// browser. A router that started loading inside React's first commit made every update of that load a synchronous
// render.
async function start(element: HTMLElement): Promise<void> {
  requestMeEarly();
  // A customer opening the overview: its data comes in one call beside /api/auth/me (decision 0072).
  if (location.pathname === '/overview') requestLandingEarly();
  await yieldToBrowser();
  const router = createAppRouter();
  await yieldToBrowser();
  await preloadCurrentRoutes(router);
  // A failed load is kept in the router's state and shown by the error page of the route that failed.
  await router.load().catch(() => undefined);
  const root = createRoot(element);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}

void start(container);
