// Texts of the session's own screens (ours: SPEC does not word them): the page a tab shows after a
// sign-out in another tab, and the inactivity warning.

export const signedOutTexts = {
  title: 'Sesión cerrada',
  body: 'La sesión se cerró en otra pestaña o ventana de este navegador. Para continuar, inicia sesión de nuevo.',
  signIn: 'Iniciar sesión',
} as const;

/** A duration in Spanish words, rounded to whole minutes from one minute up ('1 minuto', '30 segundos'). */
export function durationInWords(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds >= 60) {
    const minutes = Math.round(seconds / 60);
    return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
  }
  return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
}

export const inactivityTexts = {
  title: 'Tu sesión está por cerrarse',
  body: (remaining: string) =>
    `No hemos detectado actividad. Por seguridad, la sesión se cerrará en ${remaining}.`,
  keepWorking: 'Seguir conectado',
  signOut: 'Cerrar sesión',
} as const;

/** Texts of the selected employee's loading states in the request wizards' routes (ours). */
export const employeeLoadTexts = {
  loading: 'Cargando empleado',
  failed: 'No se pudo cargar el empleado.',
} as const;
