// Lookup tables of SPEC §3 and §4 (value → Spanish label) with their fallbacks.

/** Request types (SPEC §3). */
export const requestTypes = {
  Absence: 'Ausencia',
  Certification: 'Certificación',
  Disability: 'Incapacidad',
  Leave: 'Permiso',
  LeavingTheJob: 'Retiro',
  Onboarding: 'Vinculación',
  PaidVacations: 'Vacaciones Pagadas',
  PositionTransfer: 'Traslado de cargo',
  PQR: 'PQR',
  SalaryIncrease: 'Ascenso salarial',
  UnpaidLeave: 'Licencia no remunerada',
  VacationsEnjoyed: 'Vacaciones Disfrutadas',
} as const;
export type RequestType = keyof typeof requestTypes;

/** The request types of each list of the app: vacations (enjoyment and payment) and certifications. */
export const requestTypeGroups = {
  vacations: ['VacationsEnjoyed', 'PaidVacations'],
  certifications: ['Certification'],
} as const satisfies Record<string, readonly RequestType[]>;

/** Values of the board's request-type filter, as the spec lists them (case as given). */
export const boardFilterValues = [
  'Onboarding',
  'VacationsEnjoyed',
  'PaidVacations',
  'certification',
  'disability',
  'leave',
  'UnpaidLeave',
  'leavingTheJob',
  'salaryIncrease',
  'PositionTransfer',
  'absence',
  'pqr',
] as const;

/** Contract types (SPEC §3). */
export const contractTypes = {
  Apprentice: 'Aprendiz',
  ByWorkOrLabor: 'Por obra o labor',
  CivilContract: 'Contrato civil',
  ContingentWorker: 'Trabajador eventual',
  FixedTermContract: 'Termino Fijo',
  PermanentJob: 'Trabajo permanente',
} as const;

/** Work schedules (SPEC §3). */
export const workSchedules = {
  Free: 'Libre',
  FullTime: 'Tiempo completo',
  NightWork: 'Trabajo nocturno',
  PartTimeJob: 'Medio tiempo',
  Shift: 'Por turnos',
} as const;

/** Job modalities (SPEC §3). */
export const jobModalities = {
  HibridWork: 'Trabajo híbrido',
  OnSiteWork: 'Trabajo presencial',
  Telecommuting: 'Teletrabajo',
} as const;

/** The three certification types (value = label). */
export const certificationTypes = [
  'certificado de servidor',
  'certificado de pertenencia a empresa',
  'certificado de representante',
] as const;

/** Request statuses (SPEC §4). */
export const requestStatuses = {
  closed: 'Cerrada',
  rejected: 'Rechazada',
  canceled: 'Cancelada',
  supervisor_approval: 'Aprobación Jefe Inmediato',
  HR_compliance_verification: 'Verificación en Gestión Humana',
  confirmation_of_vacation_taken: 'Confirmación Disfrute de vacaciones',
  successfully_processed: 'Tramitada con Éxito',
  certification_generation: 'Generación de la certificación',
  onboarding_in_progress: 'Vinculación en Progreso',
} as const;
export type RequestStatus = keyof typeof requestStatuses;

/** Statuses that close a request. */
export const finishedStatuses = ['closed', 'rejected', 'canceled'] as const;

/**
 * Employee statuses (SPEC §4).
 * @internal
 */
export const employeeStatuses = {
  vinculado: 'Vinculado',
  prospecto: 'Prospecto',
  proceso: 'En proceso de vinculación',
  retiro: 'En proceso de retiro',
  retirado: 'Retirado',
} as const;

/** Requirement tags (SPEC §4). */
export const requirementTags = ['Cumple', 'No Cumple', 'Sin Evaluar'] as const;
export type RequirementTag = (typeof requirementTags)[number];

/** Vacation record types: 'Pagadas' means paid, anything else enjoyed. */
export const paidVacationType = 'Pagadas';

/** Contract statuses named by the spec. */
export const contractStatuses = {
  formalized: 'Formalized',
  inTheProcessOfEnding: 'InTheProcessOfEnding',
} as const;

/** @internal */
export const unknownStatusLabel = 'Estado desconocido';
/** @internal */
export const unknownTypeLabel = 'Tipo desconocido';

function labelIn<T extends Record<string, string>>(table: T, value: unknown): string | undefined {
  return typeof value === 'string' && Object.hasOwn(table, value) ? table[value] : undefined;
}

/** The label of a request type, 'Tipo desconocido' when unknown. Accepts any letter case. */
export function labelOfRequestType(value: unknown): string {
  const exact = labelIn(requestTypes, value);
  if (exact !== undefined) return exact;
  if (typeof value !== 'string') return unknownTypeLabel;
  const key = Object.keys(requestTypes).find((name) => name.toLowerCase() === value.toLowerCase());
  return key === undefined ? unknownTypeLabel : requestTypes[key as RequestType];
}

/** The label of a request status, 'Estado desconocido' when unknown. */
export function labelOfRequestStatus(value: unknown): string {
  return labelIn(requestStatuses, value) ?? unknownStatusLabel;
}

/** The label of an employee status; unknown statuses show 'Vinculado'. */
export function labelOfEmployeeStatus(value: unknown): string {
  return labelIn(employeeStatuses, value) ?? employeeStatuses.vinculado;
}

/** The label of a contract type, or the raw value when unknown. */
export function labelOfContractType(value: unknown): string {
  return labelIn(contractTypes, value) ?? (typeof value === 'string' ? value : '');
}

/** The label of a work schedule, or the raw value when unknown. */
export function labelOfWorkSchedule(value: unknown): string {
  return labelIn(workSchedules, value) ?? (typeof value === 'string' ? value : '');
}

/** The label of a job modality, or the raw value when unknown. */
export function labelOfJobModality(value: unknown): string {
  return labelIn(jobModalities, value) ?? (typeof value === 'string' ? value : '');
}
