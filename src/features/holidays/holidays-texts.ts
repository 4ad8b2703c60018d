// Texts of /holidays the spec describes without wording (ours).

/** /holidays: used days. */
export const usedDaysTexts = {
  tabsLabel: 'Vacaciones',
  loading: 'Cargando días utilizados',
} as const;
