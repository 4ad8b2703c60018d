// The texts the first screen shows (the sign-in gate's spinner, the router's fallback), apart from the
// texts.ts barrel, which re-exports every area's texts and rules: importing the barrel made every one of
// those modules look like a first-screen module to the bundler's chunk groups (vite.config.ts), so they
// were left out of the shared chunk as a dozen small files. texts.ts re-exports these.

/** Route guard and layout-wide texts. */
export const guardTexts = {
  disabledTitle: 'Acción inhabilitada',
  disabledBody: 'Ya que no tiene un contrato activo o no cuenta con los privilegios necesarios.',
  // Not worded by the spec (ours).
  understood: 'Entendido',
  loading: 'Cargando',
} as const;

/** Router-level fallback screen. */
export const routerErrorTexts = {
  title: 'Unexpected Application Error!',
} as const;
