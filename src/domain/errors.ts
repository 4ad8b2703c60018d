// The error catalogue of SPEC §8: what went wrong and how to fix it, per code.

/** Error codes used by the app (SPEC §8). */
export const errorCodes = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  serverError: 500,
  invalidPortalCode: 1000,
  noPrivilegesOrWidget: 1001,
  portalWithoutOperator: 1002,
  noBusinessUnits: 1003,
  notStaff: 1004,
  noOptions: 1005,
  noBusinessManagerData: 1006,
  businessManagerFetchFailed: 1007,
  businessUnitsFetchFailed: 1008,
} as const;
type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/** Texts of the error page. */
export const errorPageTexts = {
  title: '¡Ups! Algo salió mal...',
  code: 'Código de error: {code}',
  whatWentWrong: '¿Qué salió mal?',
  howToFix: '¿Cómo solucionarlo?',
  back: 'Regresar',
  unknownWhat: 'No se proporcionó información sobre el error.',
  unknownHow: 'Intenta nuevamente más tarde.',
} as const;

/** 'Código de error: {code}' with the code filled in. */
export function errorCodeLine(code: string | number): string {
  return errorPageTexts.code.replace('{code}', String(code));
}

export interface ErrorDescription {
  code: string;
  whatWentWrong: string[];
  howToFix: string[];
}

/**
 * What went wrong and how to fix it, per known code.
 * @internal
 */
export const errorCatalogue: Record<ErrorCode, { whatWentWrong: string[]; howToFix: string[] }> = {
  400: {
    whatWentWrong: [
      'Los datos enviados no son válidos.',
      'Algún campo de la solicitud está incompleto o mal escrito.',
    ],
    howToFix: ['Revisa la información ingresada.', 'Corrige los datos e intenta nuevamente.'],
  },
  401: {
    whatWentWrong: ['No tienes permiso para acceder a este recurso.', 'Tu sesión ha expirado.'],
    howToFix: [
      'Inicia sesión con una cuenta válida.',
      'Si el problema persiste, comunícate con el equipo de soporte.',
    ],
  },
  403: {
    whatWentWrong: [
      'El acceso a este recurso fue denegado.',
      'Tu usuario no cuenta con los permisos necesarios.',
    ],
    howToFix: [
      'Comunícate con el administrador del sistema.',
      'Verifica que tengas los permisos necesarios.',
    ],
  },
  404: {
    whatWentWrong: [
      'La dirección (URL) que buscas no existe.',
      'La página pudo haber sido movida o eliminada.',
    ],
    howToFix: ['Verifica que la dirección (URL) esté bien escrita.', 'Regresa a la página principal.'],
  },
  500: {
    whatWentWrong: [
      'Se presentó un problema en el servidor.',
      'No se pudieron obtener los datos del portal, del usuario o de las opciones.',
    ],
    howToFix: [
      'Intenta nuevamente más tarde.',
      'Si el problema persiste, comunícate con el equipo de soporte.',
    ],
  },
  1000: {
    whatWentWrong: ['El código del portal en la dirección (URL) está vacío o no es válido.'],
    howToFix: [
      'Verifica que la dirección (URL) incluya un código de portal válido.',
      'Ingresa nuevamente desde el enlace que te fue suministrado.',
    ],
  },
  1001: {
    whatWentWrong: [
      'Tu empresa no cuenta con los privilegios necesarios.',
      'No hay ningún widget activo para este portal.',
      'No se encontró un código de portal o el portal presentó un error.',
    ],
    howToFix: [
      'Ingresa desde el enlace del portal que te fue suministrado.',
      'Comunícate con el administrador para que habilite los privilegios de tu empresa.',
    ],
  },
  1002: {
    whatWentWrong: ['El código del portal no tiene un operador asociado.'],
    howToFix: [
      'Verifica que el código del portal sea el correcto.',
      'Comunícate con el administrador para que asocie un operador al portal.',
    ],
  },
  1003: {
    whatWentWrong: ['No hay unidades de negocio relacionadas con tu usuario.'],
    howToFix: [
      'Verifica el código del portal con el que ingresaste.',
      'Comunícate con el administrador para que te asigne una unidad de negocio.',
    ],
  },
  1004: {
    whatWentWrong: [
      'El usuario con el que iniciaste sesión no es un funcionario.',
      'No se encontró tu cuenta.',
    ],
    howToFix: [
      'Inicia sesión con una cuenta de funcionario.',
      'Comunícate con el administrador para que registre tu usuario como funcionario.',
    ],
  },
  1005: {
    whatWentWrong: [
      'No se encontraron opciones para el empleado.',
      'Las opciones del portal están vacías o no existen.',
    ],
    howToFix: [
      'Comunícate con el administrador para que configure las opciones del portal.',
      'Intenta nuevamente más tarde.',
    ],
  },
  1006: {
    whatWentWrong: [
      'No se encontraron datos del operador para el identificador indicado.',
      'No se encontraron unidades de negocio.',
    ],
    howToFix: [
      'Verifica el código del portal con el que ingresaste.',
      'Comunícate con el administrador para revisar la configuración del operador.',
    ],
  },
  1007: {
    whatWentWrong: ['Ocurrió un problema al obtener los datos del operador (falla de red o del servidor).'],
    howToFix: ['Revisa tu conexión a internet.', 'Intenta nuevamente más tarde.'],
  },
  1008: {
    whatWentWrong: ['No se pudieron obtener las unidades de negocio.'],
    howToFix: [
      'Intenta nuevamente más tarde.',
      'Si el problema persiste, comunícate con el equipo de soporte.',
    ],
  },
};

/** True when the code is in the catalogue. */
function isKnownErrorCode(code: unknown): code is ErrorCode {
  const text = typeof code === 'number' ? String(code) : typeof code === 'string' ? code.trim() : '';
  return /^\d+$/.test(text) && Object.hasOwn(errorCatalogue, String(Number(text)));
}

/** The lists of the error page for a code; an unknown code gets the generic texts. */
export function describeError(code: string | number): ErrorDescription {
  const text = String(code).trim();
  if (isKnownErrorCode(text)) {
    const entry = errorCatalogue[Number(text) as ErrorCode];
    return { code: text, whatWentWrong: [...entry.whatWentWrong], howToFix: [...entry.howToFix] };
  }
  return { code: text, whatWentWrong: [errorPageTexts.unknownWhat], howToFix: [errorPageTexts.unknownHow] };
}

/** The code the error page reads from its query parameter (default 404). */
export function errorCodeFromQuery(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  return text === '' ? String(errorCodes.notFound) : text;
}

/** The message of a failure (an Error's message, or the value as text), for the screen that shows it. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
