// Texts of /holidays the spec describes without wording (ours).

/** /holidays: used days. */
export const usedDaysTexts = {
  caption: 'Días utilizados',
  contractHeading: (number: string, company: string) => `Contrato ${number} · ${company}`,
  date: 'Fecha de inicio o de pago',
  mode: 'Modalidad',
  days: 'Días',
  tabsLabel: 'Vacaciones',
  loading: 'Cargando días utilizados',
} as const;
