import type { PortalFeature } from '@src/domain/permissions';

/** Texts of the home page the spec describes without wording (ours). */
export const homePageTexts = {
  greeting: (name: string) => (name.trim() === '' ? 'Hola' : `Hola, ${name.trim()}`),
  lead: '¿Qué quieres gestionar hoy?',
  featuresTitle: 'Funcionalidades',
  unitSwitcher: 'Unidad de negocio',
  goTo: (label: string) => `Ir a ${label}`,
  comingSoon: 'Disponible próximamente.',
  descriptions: {
    vacations: 'Consulta los días utilizados y solicita disfrute o pago de vacaciones.',
    disabilities: 'Consulta las incapacidades del empleado.',
    absences: 'Consulta las ausencias del empleado.',
    certifications: 'Solicita y consulta certificaciones.',
    contracts: 'Consulta el histórico de contratos del empleado.',
    positions: 'Consulta los cargos del empleado.',
    requestsInProcess: 'Sigue las solicitudes en trámite en el tablero.',
  } satisfies Record<PortalFeature, string>,
} as const;
