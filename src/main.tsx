import '@ui/theme/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { maybeInspector } from './app/inspect';

const container = document.getElementById('root');
if (!container) throw new Error('Portal-ERM: falta el nodo #root en index.html.');

const inspector = await maybeInspector();

createRoot(container).render(
  <StrictMode>
    <App inspect={inspector?.inspect} />
  </StrictMode>,
);
