import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An answer with a status and a Spanish message, thrown by the handlers and rendered by the app. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;

  constructor(status: ContentfulStatusCode, message: string) {
    super(message);
    this.status = status;
  }
}

export const messages = {
  missingToken: 'Falta el token de acceso (Authorization: DPoP, con su prueba en el encabezado DPoP).',
  invalidToken: 'El token de acceso no es válido o expiró.',
  tokenNotBound: 'El token de acceso no está ligado a una clave DPoP.',
  invalidDpopProof: 'La prueba DPoP no es válida para esta solicitud y este token.',
  dpopRequired: 'El token de acceso se usa sin su prueba DPoP.',
  missingAction: 'Falta el encabezado X-Action.',
  wrongAction: (action: string) => `El encabezado X-Action "${action}" no corresponde a esta ruta.`,
  missingUnit: 'Falta el encabezado X-Business-unit.',
  unitDenied: (unit: string) => `No tiene acceso a la unidad de negocio ${unit}.`,
  otherUnit: 'El recurso pertenece a otra unidad de negocio.',
  notStaff: 'El usuario no es funcionario.',
  missingUseCase: (useCase: string) => `No tiene el privilegio ${useCase} para esta acción.`,
  invalidJson: 'El cuerpo de la solicitud no es JSON válido.',
  nulCharacter: 'Datos inválidos: la solicitud contiene un carácter nulo.',
  noBodyExpected: 'Esta llamada no lleva datos: el cuerpo debe estar vacío o ser {}.',
  bodyTooLarge: (limit: number) =>
    `El cuerpo de la solicitud supera el tamaño máximo permitido (${Math.round(limit / 1024)} KiB).`,
  missingParameter: (name: string) => `Falta el parámetro ${name}.`,
  invalidParameter: (name: string) => `El parámetro ${name} no es válido.`,
  invalidHeader: (name: string) => `El encabezado ${name} no es válido.`,
  notOwnDocument: 'Solo puede consultar los datos del funcionario con el que inició sesión.',
  notOwnAccount: 'La cuenta de usuario de la ruta no corresponde a la sesión.',
  unknownRequestType: 'Tipo de solicitud no reconocido.',
  unknownEmployee: (id: string) => `El empleado con ID ${id} no existe.`,
  onboardingForAnotherPerson:
    'La solicitud de vinculación es de la persona que se vincula (su número de identificación), no de otro empleado.',
  unknownRequest: (id: string) => `La solicitud ${id} no existe.`,
  noPeriod: 'Solo una solicitud de disfrute de vacaciones tiene un periodo.',
  notYourTeam: 'La solicitud es de un empleado de otro equipo.',
  noCurriculum: (id: string) => `La solicitud ${id} no tiene hoja de vida adjunta.`,
  invalidIdempotencyKey: 'El encabezado Idempotency-Key no es válido (de 1 a 200 caracteres ASCII visibles).',
  idempotencyKeyReused:
    'La clave Idempotency-Key ya se usó para otra solicitud (otro contenido u otra unidad de negocio). Use una clave nueva.',
  unknownRequirement: (id: string) => `El requisito ${id} no existe.`,
  unknownTask: (id: string) => `La tarea ${id} no existe.`,
  tooManyOnboardings: (limit: number) =>
    `Se alcanzó el máximo de ${limit} solicitudes de vinculación por hora. Intente nuevamente más tarde.`,
  tooManyCalls: (seconds: number) =>
    `Demasiadas solicitudes en poco tiempo. Intente nuevamente en ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`,
  internal: 'Error interno del servidor.',
  databaseUnavailable: 'El servicio no está disponible en este momento. Intente nuevamente en unos segundos.',
  overloaded: 'El servicio está ocupado en este momento. Intente nuevamente en unos segundos.',
  notFound: 'Ruta no encontrada.',
};
