import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const container = document.getElementById('root');
if (!container) throw new Error('Portal-ERM: falta el nodo #root en index.html.');

createRoot(container).render(
  <StrictMode>
    <main>
      <h1>Portal-ERM</h1>
      <p>La aplicación está en construcción.</p>
    </main>
  </StrictMode>,
);
