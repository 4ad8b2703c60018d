// Texts of the configuration error page (src/app/boot/config-error-page.tsx): config.json is missing or
// invalid, so the app does not start (issue 28, docs/deployment.md).
export const configErrorTexts = {
  title: 'La aplicación no está bien configurada',
  body: 'El portal no puede iniciar porque su archivo de configuración (config.json) falta o tiene valores inválidos. Avise al equipo que administra el portal.',
  listLabel: 'Claves con problemas',
  help: 'Cada clave se describe en docs/deployment.md.',
} as const;
