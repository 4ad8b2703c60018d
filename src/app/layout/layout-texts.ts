// Texts of the layouts the spec does not word (ours); SPEC's texts are in src/domain/texts.ts.

/** Line under the welcome title (ours). */
export const welcomeLine = 'Gestión humana para el personal de tus unidades de negocio.';

/** Texts of the top bar (ours: SPEC describes the parts without wording them). */
export const topBarTexts = {
  logo: 'Portal-ERM',
  unitSwitcher: 'Unidad de negocio',
  signOut: 'Cerrar sesión',
  /** The button that opens the folded navigation on small screens. */
  menu: 'Menú',
} as const;

/** Breadcrumb labels of route segments that are not sections (ours). */
export const segmentTexts = {
  newCertification: 'Nueva certificación',
  applicationProcess: 'Proceso de solicitud',
} as const;
