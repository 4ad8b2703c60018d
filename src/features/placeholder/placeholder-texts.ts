/** Texts of the pages of sections whose issue has not landed yet. */
export const underConstructionTexts = {
  title: 'Sección en construcción',
  description: 'Esta sección del portal está en construcción y estará disponible próximamente.',
} as const;
