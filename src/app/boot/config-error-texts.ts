// Texts of the configuration error page (src/app/boot/config-error-page.tsx): config.json is missing or
// invalid, so the app does not start (docs/deployment.md).
export const configErrorTexts = {
  title: 'La aplicación no está bien configurada',
  body: 'El portal no puede iniciar: su configuración (config.json) falta o tiene valores inválidos. Avise a quien administra el portal.',
  listLabel: 'Claves con problemas',
} as const;
