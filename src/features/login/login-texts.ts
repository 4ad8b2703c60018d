// Texts of the login area the spec does not word (ours); SPEC's texts are in src/domain/texts.ts.

/** Texts of the login area's not-found screen (ours: the spec names the screen only). */
export const loginNotFoundTexts = {
  title: 'Página no encontrada',
  body: 'La dirección que buscas no existe en el inicio de sesión.',
  back: 'Volver al inicio de sesión',
} as const;

/** Texts of login/error/not-available (the spec names the screen, not its words: ours). */
export const notAvailableTexts = {
  title: 'Servicio no disponible',
  body: 'No pudimos validar tus credenciales en este momento. Intenta nuevamente más tarde.',
  retry: 'Intentar de nuevo',
} as const;
