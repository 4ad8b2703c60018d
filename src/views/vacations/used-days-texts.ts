/** The texts of the used-days tables the spec describes without wording (ours). */
export const usedDaysTableTexts = {
  contractHeading: (number: string, company: string) => `Contrato ${number} · ${company}`,
  caption: (contract: string) => `Días utilizados del contrato ${contract}`,
  date: 'Fecha de inicio o de pago',
  mode: 'Modalidad',
  days: 'Días',
} as const;
