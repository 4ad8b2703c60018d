import { useState } from 'react';
import { createToastStore, ToastRegion } from '../toast';
import { ActionSections } from './actions-sections';
import * as styles from './catalogue.css';
import { DataSections } from './data-sections';
import { FeedbackSections } from './feedback-sections';
import { InputSections } from './input-sections';
import { NavigationSections } from './navigation-sections';
import { OverlaySections } from './overlay-sections';
import { slug } from './section';

const sectionTitles = [
  'Botón',
  'Botón de icono',
  'Botón flotante de agregar',
  'Campo de texto',
  'Texto de varias líneas',
  'Selección',
  'Selección múltiple',
  'Grupo de opciones',
  'Casilla',
  'Fecha',
  'Archivo',
  'Notificación emergente',
  'Indicador de carga',
  'Esqueletos',
  'Estado vacío',
  'Tarjeta de alerta',
  'Franja de aviso',
  'Mensaje de página',
  'Ventana modal',
  'Diálogo de confirmación',
  'Ventana informativa',
  'Menú',
  'Ayuda emergente',
  'Menú de usuario',
  'Migas de pan',
  'Pestañas',
  'Pasos',
  'Navegación lateral',
  'Barra superior',
  'Plantilla de página',
  'Tabla con paginador',
  'Tarjeta',
  'Sección de página',
  'Etiqueta',
  'Tablero',
  'Lista de descripción',
];

/** The development-only catalogue: every component of the kit in its states. */
export function Catalogue() {
  const [toasts] = useState(createToastStore);
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>Catálogo del kit de interfaz</h1>
        <p className={styles.intro}>Cada componente de src-ui en sus estados, con textos de ejemplo.</p>
      </header>
      <div className={styles.layout}>
        <nav className={styles.index} aria-label="Índice de componentes">
          <ol className={styles.indexList}>
            {sectionTitles.map((title) => (
              <li key={title}>
                <a className={styles.indexLink} href={`#${slug(title)}`}>
                  {title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <main className={styles.main}>
          <ActionSections />
          <InputSections />
          <FeedbackSections toasts={toasts} />
          <OverlaySections />
          <NavigationSections />
          <DataSections />
        </main>
      </div>
      <ToastRegion store={toasts} />
    </div>
  );
}
