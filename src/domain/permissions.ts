// Permissions of SPEC §6: use-case names, the privilege of each action and routed section, and the
// explanation shown next to a disabled action.
import { requestTypeGroups } from './lookups';

/**
 * Every use-case name of SPEC §6, plus ApproveVacationRequest (ours): SPEC §6 names no privilege for
 * the manager's vacation approval, so the screen and the reference services ask for this one.
 * @internal
 */
export const useCases = {
  TerminateContract: 'TerminateContract',
  RenewContract: 'RenewContract',
  ModifyContract: 'ModifyContract',
  AddEmployeeLink: 'AddEmployeeLink',
  CheckContractDetails: 'CheckContractDetails',
  RequestToEnjoyVacationDays: 'RequestToEnjoyVacationDays',
  RequestPaymentForVacationDays: 'RequestPaymentForVacationDays',
  VacationDetailsInProcess: 'VacationDetailsInProcess',
  DiscardVacationInProcess: 'DiscardVacationInProcess',
  RequestCertificate: 'RequestCertificate',
  CheckDetailsOfTheCertificateRequest: 'CheckDetailsOfTheCertificateRequest',
  DiscardCertificateRequest: 'DiscardCertificateRequest',
  DiscardsRequestForLinkage: 'DiscardsRequestForLinkage',
  ApproveVacationRequest: 'ApproveVacationRequest',
} as const;
export type UseCase = keyof typeof useCases;

/** Every use-case name as a list. */
export const allUseCases = Object.keys(useCases) as UseCase[];

/** True when the staff member's list holds the use case. */
export function hasUseCase(list: readonly string[] | undefined, name: UseCase): boolean {
  return Array.isArray(list) && list.includes(name);
}

/** True when the list holds at least one of the use cases (an empty requirement always passes). */
function hasAnyUseCase(list: readonly string[] | undefined, names: readonly UseCase[]): boolean {
  return names.length === 0 || names.some((name) => hasUseCase(list, name));
}

/** Explanations shown beside a disabled action (SPEC §6 texts first, then the ones this code adds). */
export const permissionExplanations = {
  terminateContract: 'No tiene privilegios para terminar contratos.',
  noValidContractToTerminate: 'No hay contrato vigente para terminar.',
  noFixedTermContract: 'No hay contrato a término fijo.',
  discardRequest: 'No tiene privilegios para descartar solicitudes.',
  viewRequirements: 'No tiene privilegios para ver requisitos.',
  addRequirement: 'No tienes permisos para agregar un requisito en este momento.',
  contractDetails: 'No tiene privilegios para ver los detalles del contrato.',
  viewDetails: 'No tienes privilegios para ver detalles.',
  deleteRecord: 'No tienes privilegios para eliminar este registro.',
  executeTask: 'No tienes privilegios para ejecutar esta tarea.',
  notResponsible: 'Debes ser responsable de esta solicitud.',
  // Ours (docs/decisions/0014): why a task or a requirement action of the process page is off.
  requirementsNotMet: 'Todos los requisitos de esta tarea deben cumplirse antes de ejecutarla.',
  taskDone: 'Esta tarea ya está hecha.',
  requestFinished: 'La solicitud ya terminó.',
  requirementAlreadyMet: 'Este requisito ya cumple.',
  requirementAlreadyNotMet: 'Este requisito ya está marcado como No Cumple.',
  approveNotMet: 'Un requisito que No Cumple no se puede aprobar.',
  notMetDisabled: 'El sistema evalúa este requisito: no se puede marcar como No Cumple.',
  // Not worded by the spec; written in the same style for the other contract actions.
  renewContract: 'No tiene privilegios para renovar contratos.',
  modifyContract: 'No tiene privilegios para modificar contratos.',
  noValidContractToModify: 'No hay contrato vigente para modificar.',
  addEmployeeLink: 'No tiene privilegios para vincular empleados.',
  requestEnjoyment: 'No tiene privilegios para solicitar disfrute de vacaciones.',
  requestPayment: 'No tiene privilegios para solicitar pago de vacaciones.',
  requestCertificate: 'No tiene privilegios para solicitar certificaciones.',
  approveVacation: 'No tiene privilegios para aprobar solicitudes de vacaciones.',
} as const;

/**
 * The privilege each routed section needs; holding ANY one of the listed use cases opens it, an
 * empty list means no privilege beyond being signed in. Choices (SPEC names only /employees/new-employee):
 * - /holidays: any vacation use case, since the section both lists requests and creates them.
 * - /holidays/request-enjoyment and /holidays/request-payment: the matching request use case.
 * - /certifications: checking or requesting certificates; /certifications/new-certification: RequestCertificate.
 * - /contracts: any contracts use case of SPEC §6 (TerminateContract, RenewContract, ModifyContract,
 *   AddEmployeeLink, CheckContractDetails): the page offers each of them; 'Más detalles' keeps its own.
 * - /employees/new-employee: AddEmployeeLink (SPEC §6).
 * - /requests: none — the board is read-only for every staff member; discarding is checked per action.
 * - /approvals/vacation-approval: ApproveVacationRequest (the manager's privilege, ours).
 * - /, /employees/select-employee and other /approvals paths (not found): none.
 * The most specific (longest) matching prefix wins.
 */
const sectionPrivileges: Readonly<Record<string, readonly UseCase[]>> = {
  '/holidays': ['VacationDetailsInProcess', 'RequestToEnjoyVacationDays', 'RequestPaymentForVacationDays'],
  '/holidays/request-enjoyment': ['RequestToEnjoyVacationDays'],
  '/holidays/request-payment': ['RequestPaymentForVacationDays'],
  '/certifications': ['CheckDetailsOfTheCertificateRequest', 'RequestCertificate'],
  '/certifications/new-certification': ['RequestCertificate'],
  '/contracts': [
    'TerminateContract',
    'RenewContract',
    'ModifyContract',
    'AddEmployeeLink',
    'CheckContractDetails',
  ],
  '/employees/new-employee': ['AddEmployeeLink'],
  '/requests': [],
  '/approvals/vacation-approval': ['ApproveVacationRequest'],
};

/** The use cases a path needs (any one of them), by its longest matching section prefix. */
function requiredPrivilegesFor(path: string): readonly UseCase[] {
  const clean = path.split(/[?#]/)[0]?.replace(/\/+$/, '') || '/';
  let best: string | undefined;
  for (const section of Object.keys(sectionPrivileges)) {
    const matches = clean === section || clean.startsWith(`${section}/`);
    if (matches && (best === undefined || section.length > best.length)) best = section;
  }
  return best === undefined ? [] : (sectionPrivileges[best] ?? []);
}

/** Routed sections that create a request for the employee: they need a valid contract as well (SPEC §2). */
const sectionsNeedingValidContract: readonly string[] = [
  '/holidays/request-enjoyment',
  '/holidays/request-payment',
  '/certifications/new-certification',
];

/** True when the path creates a request, so the employee must have a valid contract to open it. */
export function needsValidContract(path: string): boolean {
  const clean = path.split(/[?#]/)[0]?.replace(/\/+$/, '') || '/';
  return sectionsNeedingValidContract.some((section) => clean === section || clean.startsWith(`${section}/`));
}

/** True when the use cases open the routed section of the path. */
export function canEnterSection(path: string, list: readonly string[] | undefined): boolean {
  return hasAnyUseCase(list, requiredPrivilegesFor(path));
}

/** Portal option codes that show each home-page feature card (SPEC §1). */
export const portalOptionCodes = {
  disabilities: 'incapacidadesPortalErm',
  absences: 'ausenciasPortalErm',
  certifications: 'certificacionPortalErm',
  contracts: 'contratoPortalErm',
  positions: 'cargoPortalErm',
  requestsInProcess: 'solTramitePortalErm',
  vacations: 'vacacionesPortalErm',
} as const;
export type PortalFeature = keyof typeof portalOptionCodes;

/** The use case that allows discarding a request of the given type. */
export function discardUseCaseFor(requestType: string): UseCase {
  if ((requestTypeGroups.vacations as readonly string[]).includes(requestType))
    return 'DiscardVacationInProcess';
  if (requestType.toLowerCase() === 'certification') return 'DiscardCertificateRequest';
  return 'DiscardsRequestForLinkage';
}
