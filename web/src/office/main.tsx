import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The storefront's theme (brand colours, base rules) first; the office's layout builds on its variables.
import '../app/theme.css';
import './app/office.css';
import { OfficeApp } from './OfficeApp';

const container = document.getElementById('root');
if (!container) throw new Error('office.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <OfficeApp />
  </StrictMode>,
);
