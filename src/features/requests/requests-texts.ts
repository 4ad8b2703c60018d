// Our texts of the requests board and the request process page (SPEC's own texts: src/domain/texts.ts).

export const requestsBoardTexts = {
  title: 'Solicitudes en trámite',
  keyword: 'Buscar solicitud',
  keywordPlaceholder: 'Número, tipo, estado o responsable',
  filters: 'Filtros',
  typeFilter: 'Tipo de solicitud',
  statusFilter: 'Estado',
  clearFilters: 'Limpiar filtros',
  applying: 'Aplicando filtros…',
  appliedFilters: (count: number) => `${count} ${count === 1 ? 'filtro aplicado' : 'filtros aplicados'}`,
  showHorizontal: 'Ver en horizontal',
  showVertical: 'Ver en vertical',
  loading: 'Cargando solicitudes',
  retry: 'Reintentar',
  openRequest: (number: string) => `Abrir la solicitud ${number}`,
  noPageYet: 'Este tipo de solicitud aún no tiene página de trámite.',
  count: (count: number) => `${count} ${count === 1 ? 'solicitud' : 'solicitudes'}`,
  status: 'Estado',
  board: 'Tablero de solicitudes',
} as const;

export const requestProcessTexts = {
  title: (number: string) => `Solicitud ${number}`,
  responsible: 'Responsable',
  requestNumber: 'Número de solicitud',
  requestDate: 'Fecha de solicitud',
  loading: 'Cargando la solicitud',
  retry: 'Reintentar',
  execute: (name: string) => `Ejecutar ${name}`,
  executeShort: 'Ejecutar',
  requirementsTitle: 'Requisitos',
  systemValidations: 'Validaciones del sistema',
  documentaryRequirements: 'Requisitos documentales',
  humanValidations: 'Validaciones humanas',
  close: 'Cerrar',
  noRequirements: 'Sin requisitos registrados.',
} as const;
