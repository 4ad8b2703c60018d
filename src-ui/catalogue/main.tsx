import '../theme/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Catalogue } from './catalogue';

const root = document.getElementById('root');
if (!root) throw new Error('No se encontró el nodo #root del catálogo.');
createRoot(root).render(
  <StrictMode>
    <Catalogue />
  </StrictMode>,
);
