import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Theme first: feature styles build on its variables and may override its base rules.
import './app/theme.css';
import { App } from './App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
