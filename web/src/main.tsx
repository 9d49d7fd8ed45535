import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Theme first: feature styles build on its variables and may override its base rules.
import './app/theme.css';
import { App } from './App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const mount = () =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// A section page comes with a first view from the server (server/src/infra/http/storefront-shell.ts). When the script is
// already at hand (cache, fast network) it would run before the browser's first paint and the view would never show:
// the app starts right after the next frame is painted instead (a frame's delay).
if (container.querySelector('.boot-shell')) requestAnimationFrame(() => setTimeout(mount, 0));
else mount();
