// Fixed reference data of the seed: portal, operator, business units, options, staff, use cases.

import { allUseCases as everyUseCase } from '@src/domain/permissions';

export const portalPublicCode = 'ERM-DEMO';
export const businessManagerId = 'BM-0001';
/** A portal whose data names no operator (empty businessManagerId): the app shows error 1002. */
export const portalWithoutOperatorCode = 'ERM-SIN-OPERADOR';
export const businessManagerCode = 'ERM';

/** A small SVG logo as a data: URI (the app's CSP allows img-src data:). */
function logoDataUri(letters: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="16" fill="${color}"/><text x="48" y="60" font-family="Arial,sans-serif" font-size="34" font-weight="700" fill="#fff" text-anchor="middle">${letters}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const businessManager = {
  businessManagerId,
  publicCode: businessManagerCode,
  languageId: 'es-CO',
  abbreviatedName: 'ERM',
  descriptionUse: 'ERM Operador de Servicios S.A.S.',
  urlBrand: 'https://erm-demo.example.co',
  urlLogo: logoDataUri('ERM', '#0b4f8a'),
  customerId: 'CUS-0001',
};

export const businessUnits = [
  {
    businessUnitPublicCode: 'UN-ANDINA',
    languageId: 'es-CO',
    abbreviatedName: 'ANDINA',
    descriptionUse: 'Operaciones Región Andina',
    firstMonthOfFiscalYear: 1,
    urlLogo: logoDataUri('AN', '#1b6e3a'),
    companyName: 'ERM Servicios Andinos S.A.S.',
  },
  {
    businessUnitPublicCode: 'UN-CARIBE',
    languageId: 'es-CO',
    abbreviatedName: 'CARIBE',
    descriptionUse: 'Servicios Región Caribe',
    firstMonthOfFiscalYear: 1,
    urlLogo: logoDataUri('CA', '#9a4a00'),
    companyName: 'ERM Caribe Soluciones S.A.S.',
  },
  {
    businessUnitPublicCode: 'UN-PACIFICO',
    languageId: 'es-CO',
    abbreviatedName: 'PACÍFICO',
    descriptionUse: 'Logística Región Pacífico',
    firstMonthOfFiscalYear: 7,
    urlLogo: logoDataUri('PA', '#5b2a86'),
    companyName: 'ERM Logística del Pacífico S.A.S.',
  },
] as const;

type BusinessUnitCode = (typeof businessUnits)[number]['businessUnitPublicCode'];

/** The seven feature options of SPEC §1 with the use case each one needs. */
export const portalOptionDefinitions = [
  ['vacacionesPortalErm', 'Vacaciones', 'Consulta y solicitud de vacaciones', 'VacationDetailsInProcess'],
  ['incapacidadesPortalErm', 'Incapacidades', 'Registro y consulta de incapacidades', ''],
  ['ausenciasPortalErm', 'Ausencias', 'Registro y consulta de ausencias', ''],
  [
    'certificacionPortalErm',
    'Certificaciones',
    'Solicitud de certificaciones',
    'CheckDetailsOfTheCertificateRequest',
  ],
  ['contratoPortalErm', 'Contratos', 'Consulta histórica de contratos', 'CheckContractDetails'],
  ['cargoPortalErm', 'Cargos', 'Consulta de cargos', ''],
  [
    'solTramitePortalErm',
    'Solicitudes en trámite',
    'Tablero de solicitudes en trámite',
    'DiscardsRequestForLinkage',
  ],
] as const;

/** Units whose portal lacks some options (shows that cards follow the option list). */
export const missingOptionsByUnit: Record<string, readonly string[]> = {
  'UN-PACIFICO': ['incapacidadesPortalErm', 'ausenciasPortalErm'],
};

/** Every use case but a manager's: the staff accounts' full privileges (SPEC §6). */
const allUseCases = everyUseCase.filter((useCase) => useCase !== 'ApproveVacationRequest');

const readOnlyUseCases = [
  'CheckContractDetails',
  'VacationDetailsInProcess',
  'CheckDetailsOfTheCertificateRequest',
] as const;

/** The manager: read-only, plus answering vacation requests (ApproveVacationRequest, ours). */
const managerUseCases = [
  'CheckContractDetails',
  'VacationDetailsInProcess',
  'CheckDetailsOfTheCertificateRequest',
  'ApproveVacationRequest',
] as const;

interface StaffMembership {
  unit: BusinessUnitCode;
  role: string;
  useCases: readonly string[];
}

/** Which demo account is staff, in which units, with which role and use cases. elena is not staff. */
export const staffMemberships: Record<string, readonly StaffMembership[]> = {
  'ana.admin': [
    { unit: 'UN-ANDINA', role: 'Administrador', useCases: allUseCases },
    { unit: 'UN-CARIBE', role: 'Administrador', useCases: allUseCases },
    { unit: 'UN-PACIFICO', role: 'Administrador', useCases: allUseCases },
  ],
  'beto.unaunidad': [{ unit: 'UN-ANDINA', role: 'Analista de gestión humana', useCases: allUseCases }],
  'carla.consulta': [
    { unit: 'UN-ANDINA', role: 'Consulta', useCases: readOnlyUseCases },
    { unit: 'UN-CARIBE', role: 'Consulta', useCases: readOnlyUseCases },
  ],
  'dario.sinunidades': [],
  'fabio.jefe': [{ unit: 'UN-ANDINA', role: 'Jefe inmediato', useCases: managerUseCases }],
};

/**
 * The load bench's accounts (STACK_LOAD_ACCOUNTS, ../accounts.ts): staff of Operaciones Región Andina
 * with every use case, the manager's answer too, so any of them can make every call the bench makes.
 */
export function loadStaffMemberships(
  accountIds: readonly string[],
): Record<string, readonly StaffMembership[]> {
  return Object.fromEntries(
    accountIds.map((accountId) => [
      accountId,
      [{ unit: 'UN-ANDINA', role: 'Carga (banco de pruebas)', useCases: everyUseCase }],
    ]),
  );
}

export const remunerationProfiles = [
  ['RP-001', 'Salario básico', 'Salario mensual fijo con prestaciones de ley'],
  ['RP-002', 'Salario integral', 'Salario que incluye prestaciones, mínimo 13 salarios mínimos'],
  ['RP-003', 'Aprendiz SENA', 'Cuota de sostenimiento del contrato de aprendizaje'],
  ['RP-004', 'Por horas', 'Remuneración por hora trabajada'],
  ['RP-005', 'Comisiones', 'Salario básico más comisiones por ventas'],
  ['RP-006', 'Honorarios', 'Pago de honorarios de contrato civil'],
] as const;
