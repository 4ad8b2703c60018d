import '@ui/theme/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { maybeInspector } from './app/inspect';

const container = document.getElementById('root');
if (!container) throw new Error('Portal-ERM: falta el nodo #root en index.html.');

const inspector = await maybeInspector();

// A CV a closed tab left in IndexedDB goes at the next start (issue 24); loaded apart from the first screen.
void import('./app/storage/curriculum-store').then((store) => store.removeOrphanCurricula());

createRoot(container).render(
  <StrictMode>
    <App inspect={inspector?.inspect} />
  </StrictMode>,
);
