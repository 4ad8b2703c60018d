import { fetchMessages } from '@src/domain/fetch-messages';
import { formatCount, requestNumberOrFallback } from '@src/domain/format';
import { commonTexts } from '@src/domain/texts';

// The employees area's catalogue: texts of the employee screens and the onboarding wizard the spec describes
// without wording (ours), beside the spec's verbatim ones in src/domain/texts.ts.

/** Employee selection: the texts the spec leaves to us. */
export const selectEmployeeTexts = {
  title: 'Selecciona un empleado',
  subtitle: 'Busca al empleado por su número de identificación o por su nombre.',
  searchLabel: 'Empleado',
  searchPlaceholder: 'Número de identificación o nombre',
  resultsLabel: 'Resultados de la búsqueda',
  loading: 'Cargando empleados',
  retry: commonTexts.retry,
  opensInNewTab: '(se abre en una pestaña nueva)',
  /** While the other pages of call 7 arrive: 'Cargando empleados: 1.500 de 20.000'. */
  arriving: (arrived: number, total: number | undefined) =>
    total === undefined
      ? `Cargando empleados: ${formatCount(arrived)}`
      : `Cargando empleados: ${formatCount(arrived)} de ${formatCount(total)}`,
  /** Pages that failed after their retries: 'No se pudieron cargar todos los empleados (12.000 de 20.000)'. */
  partial: (arrived: number, total: number | undefined) =>
    total === undefined
      ? `No se pudieron cargar todos los empleados (${formatCount(arrived)} cargados)`
      : `No se pudieron cargar todos los empleados (${formatCount(arrived)} de ${formatCount(total)})`,
  /** Asks the missing pages again. */
  retryMissing: commonTexts.retry,
} as const;

/** Employee banner and the 'Días por disfrutar' modal: the texts the spec leaves to us. */
export const bannerTexts = {
  pendingDays: (days: number) => `${days} ${days === 1 ? 'día' : 'días'} por disfrutar`,
  openDetails: 'Ver días por disfrutar',
  loading: 'Cargando empleado',
  retry: commonTexts.retry,
  retryPendingDays: 'Reintentar los días por disfrutar',
  pendingDaysLoading: 'Cargando días por disfrutar',
  /** SPEC §8's pending-days error text, shown where the days would be. */
  pendingDaysFailed: fetchMessages.pendingDays.failure,
  usedDaysLoading: 'Cargando días utilizados',
  pendingCaption: 'Días pendientes por contrato',
  contract: 'Contrato',
  company: 'Empresa',
  contractType: 'Tipo de contrato',
  pendingColumn: 'Días pendientes',
  noPendingDays: 'No hay días pendientes por disfrutar.',
  total: (days: number) => `Total: ${days} ${days === 1 ? 'día' : 'días'}`,
} as const;

/** The home page's employee header card (ours). */
export const employeeCardTexts = {
  title: 'Empleado seleccionado',
  name: 'Nombre',
  idNumber: 'Número de identificación',
  status: 'Estado',
  pendingDays: 'Días de vacaciones por disfrutar',
  failed: 'No se pudo cargar el empleado.',
} as const;

/** The onboarding wizard: the texts SPEC does not word (SPEC's own are onboardingTexts in src/domain/texts.ts). */
export const onboardingPageTexts = {
  stepsLabel: 'Pasos de la vinculación',
  invalidStep: 'Completa los campos obligatorios de este paso para continuar.',
  requirementsCount: (count: number) => `Requisitos (${count})`,
  noRequirements: 'No hay requisitos para mostrar.',
  attachButton: 'Adjuntar hoja de vida',
  removeFile: 'Quitar archivo',
  readingFile: 'Leyendo el archivo…',
  optionsRetry: commonTexts.retry,
  loadingOptions: 'Cargando perfiles salariales',
  endDateHint: 'Se define al formalizar el contrato.',
  summaryHeading: 'Verificación',
  noAssignmentsSummary: 'Sin asignaciones.',
  empty: '—',
  close: commonTexts.close,
  understood: commonTexts.understood,
  sentNumber: (number: string) => `Número de solicitud: ${requestNumberOrFallback(number)}`,
  loadingPrefill: 'Cargando los datos del empleado',
  removeAssignment: 'Quitar',
  removeAssignmentLabel: (title: string) => `Quitar ${title.toLowerCase()}`,
  observations: 'Observaciones',
  confirmingHint: commonTexts.sendingHint,
} as const;
