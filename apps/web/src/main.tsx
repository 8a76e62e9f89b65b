// Mantine's base styles; each component's styles come with the module that imports it (decision 0034).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './lib/i18n/i18n.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** Lets the browser run between two pieces of start-up work (input, paint): each piece is then its own short task. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Starting the app is three pieces of work, each its own task on a slow phone instead of one long one (issue 13: total
// blocking time): the scripts' own evaluation (done by now), building the router over the route tree, and the first
// render, which React does as a transition, in slices that yield to the browser. The page is the same once drawn.
async function start(element: HTMLElement): Promise<void> {
  await yieldToBrowser();
  const router = createAppRouter();
  await yieldToBrowser();
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
