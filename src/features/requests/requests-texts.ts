// Our texts of the requests board and the request process page (SPEC's own texts: src/domain/texts.ts).
import { commonTexts, onboardingTexts } from '@src/domain/texts';

export const requestsBoardTexts = {
  title: 'Solicitudes en trámite',
  keyword: 'Buscar solicitud',
  keywordPlaceholder: 'Número, tipo, estado o responsable',
  filters: 'Filtros',
  /** The folded filter control: 'Filtros' and, when some apply, their count. */
  filtersControl: (count: number) => (count === 0 ? 'Filtros' : `Filtros (${count})`),
  pinnedOnly: 'Solo fijadas',
  pin: 'Fijar',
  pinOf: (number: string) => `la solicitud ${number}`,
  typeFilter: 'Tipo de solicitud',
  statusFilter: 'Estado',
  clearFilters: 'Limpiar filtros',
  applying: 'Aplicando filtros…',
  appliedFilters: (count: number) => `${count} ${count === 1 ? 'filtro aplicado' : 'filtros aplicados'}`,
  showHorizontal: 'Ver en horizontal',
  showVertical: 'Ver en vertical',
  loading: 'Cargando solicitudes',
  retry: commonTexts.retry,
  openRequest: (number: string) => `Abrir la solicitud ${number}`,
  count: (count: number) => `${count} ${count === 1 ? 'solicitud' : 'solicitudes'}`,
  status: 'Estado',
  board: 'Tablero de solicitudes',
  showMore: (shown: number, total: number) => `Ver más solicitudes (${shown} de ${total})`,
} as const;

/** The process page's 'Datos del candidato': the wizard's words for the person being linked. */
export const candidateTexts = {
  title: 'Datos del candidato',
  names: onboardingTexts.names,
  lastNames: onboardingTexts.lastNames,
  identificationNumber: onboardingTexts.identificationNumber,
  position: onboardingTexts.position,
  startDate: onboardingTexts.startDate,
  curriculum: onboardingTexts.curriculum,
  curriculumFile: (fileName: string) => `Archivo adjunto: ${fileName}. Se descarga en PDF.`,
  opening: 'Abriendo la hoja de vida…',
  missing: 'Esta solicitud no tiene hoja de vida adjunta.',
  failed: 'No se pudo obtener la hoja de vida. Intente nuevamente.',
} as const;

export const requestProcessTexts = {
  title: (number: string) => `Solicitud ${number}`,
  responsible: 'Responsable',
  requestNumber: 'Número de solicitud',
  requestDate: 'Fecha de solicitud',
  loading: 'Cargando la solicitud',
  retry: commonTexts.retry,
  execute: (name: string) => `Ejecutar ${name}`,
  executeShort: 'Ejecutar',
  requirementsTitle: 'Requisitos',
  systemValidations: 'Validaciones del sistema',
  documentaryRequirements: 'Requisitos documentales',
  humanValidations: 'Validaciones humanas',
  close: commonTexts.close,
  noRequirements: 'Sin requisitos registrados.',
  approve: 'Aprobar',
  approveRequirement: (name: string) => `Aprobar ${name}`,
  notMet: 'No Cumple',
  rejectRequirement: (name: string) => `No Cumple ${name}`,
  // No Cumple is confirmed first, and a No Cumple is taken back while its task has not run.
  confirmNotMetTitle: '¿Marcar como No Cumple?',
  confirmNotMetBody: (name: string) =>
    `El requisito «${name}» quedará marcado como No Cumple. Podrá deshacerlo mientras su tarea no se haya ejecutado.`,
  confirm: 'Confirmar',
  undo: 'Deshacer',
  undoRequirement: (name: string) => `Deshacer No Cumple de ${name}`,
  changeResponsible: 'Cambiar responsable',
  save: 'Guardar',
  cancel: commonTexts.cancel,
} as const;
