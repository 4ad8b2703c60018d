// The user-facing Spanish texts of SPEC.md by screen, and the common words every area's catalogue uses.
// Texts are verbatim from the spec; the few the spec describes without wording are marked "ours".
// Imports nothing: the rules and the areas import it, never the reverse. The domain's other
// texts stay with their modules: errors.ts (error catalogue), fetch-messages.ts (calls' failures),
// gate-texts.ts, lookups.ts (labels of codes), permissions.ts (refusals), validation.ts (field messages),
// format.ts (fallbacks); test/domain/texts.test.ts finds every SPEC text in one of them.

/** Words every area uses: each area's catalogue names them from here, none writes them again. */
export const commonTexts = {
  close: 'Cerrar',
  cancel: 'Cancelar',
  retry: 'Reintentar',
  understood: 'Entendido',
  /**
   * Why a confirmation cannot be canceled while its request is being sent (ours). Addressed as 'usted',
   * as SPEC's own texts for waiting and sending are ('Espere un momento, por favor.', 'Intente
   * nuevamente.').
   */
  sendingHint: 'Enviando la solicitud: espere a que termine.',
} as const;

// Texts the rules use (src/domain/rules imports them from here; this module imports no rule).

/** Column titles of the requests board (rules/board.ts's BoardColumn), in board order. */
export const boardColumns = {
  pending: 'Por evaluar',
  inProgress: 'En progreso',
  completed: 'Terminada',
} as const;

export const contractStatusLabels = { valid: 'Vigente', ended: 'Terminado' } as const;
export const retirementReasons = {
  ending: 'En proceso de finalización',
  ended: 'Contrato finalizado',
} as const;

export const discardMessages = {
  enjoymentDisbursed:
    'No se puede eliminar una solicitud de disfrute de vacaciones que no ha generado el desembolso del anticipo.',
  paymentDisbursed:
    'No se puede eliminar una solicitud de pago de vacaciones que no ha generado el desembolso del anticipo.',
  enjoymentNotStarted:
    'No se puede eliminar una solicitud de disfrute de vacaciones cuyo período de disfrute aún no ha comenzado.',
} as const;

/** Descriptions sent with new requests (not worded by the spec: ours). */
export const newRequestDescriptions = {
  enjoyment: 'Solicitud de disfrute de vacaciones',
  payment: 'Solicitud de pago de vacaciones',
  certification: 'Solicitud de certificación',
} as const;

/** Usage modes shown in the used-days table ('Pagadas' as the records say; the other label is ours). */
export const usageModes = { paid: 'Pagadas', enjoyed: 'Disfrutadas' } as const;

/** Replaces `{name}` placeholders in a text. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** Login area (SPEC §2 "Login area"). */
export const loginTexts = {
  welcomeTitle: 'Portal-ERM',
  checkingCredentials: 'Validando credenciales',
  clientsTitle: 'Unidades de negocio',
  clientsSubtitle: 'Selecciona la unidad de negocio con la que vas a trabajar hoy',
  continue: 'Continuar',
  loadingTitle: 'Cargando la aplicación',
  loadingSubtitle: 'Espere un momento, por favor.',
  noBusinessUnits: 'No hay unidades de negocio disponibles',
} as const;

/** Main layout: top bar, employee banner, breadcrumbs, page template, back confirmation. */
export const layoutTexts = {
  pendingDaysModalTitle: 'Días por disfrutar',
  pendingDaysTab: 'Días pendientes',
  usedDaysTab: 'Días utilizados',
  home: 'Inicio',
  backModalTitle: 'Regresar',
  backModalBody: '¿Realmente quieres regresar? Se perderá el avance de tu solicitud.',
  backConfirm: 'Sí, regresar',
  cancel: commonTexts.cancel,
  close: commonTexts.close,
  required: '(Requerido)',
  noEmployeeSelected: 'No hay empleado seleccionado.',
} as const;

/** The page template's 'Regresar' confirmation (wizards: leaving discards the draft). */
export const backConfirmationTexts = {
  title: layoutTexts.backModalTitle,
  message: layoutTexts.backModalBody,
  confirmText: layoutTexts.backConfirm,
  cancelText: layoutTexts.cancel,
  closeLabel: layoutTexts.close,
} as const;

/** Home page feature cards (labels of SPEC §1's list; the wording of each card is ours). */
export const homeTexts = {
  vacations: 'Vacaciones',
  disabilities: 'Incapacidades',
  absences: 'Ausencias',
  certifications: 'Certificaciones',
  contracts: 'Contratos',
  positions: 'Cargos',
  requestsInProcess: 'Solicitudes en trámite',
} as const;

/** Employee selection (/employees/select-employee). */
export const employeeSelectionTexts = {
  continue: 'Continuar',
  linkNewEmployee: 'Vincular nuevo empleado',
  noResults: 'No hay resultados para esta búsqueda.',
  required: 'Para continuar, primero debes seleccionar un empleado.',
  notListed: 'Debes seleccionar un empleado de la lista.',
} as const;

/** Requests board and request process page. */
export const boardTexts = {
  pending: 'Por evaluar',
  inProgress: 'En progreso',
  completed: 'Terminada',
  cardId: 'ID.',
  cardRequestDate: 'Fecha de solicitud',
  cardResponsible: 'Responsable',
  noResponsible: 'Sin responsable',
  emptyNoRequests: 'No hay solicitudes en trámite.',
  emptyNoFilterResults: 'No hay resultados que coincidan con los filtros aplicados.',
  emptyNoFilters: 'Sin filtros aún.',
  emptyNoSelectedFilterResults: 'No hay solicitudes que coincidan con los filtros seleccionados.',
  requirements: 'Requisitos',
  discard: 'Descartar',
  tasksToDo: 'Tareas por hacer',
  tasksDone: 'Tareas hechas',
  noPendingTasks: 'No hay ninguna tarea pendiente por ahora.',
  noDoneTasks: 'Ninguna tarea está hecha por ahora.',
  assignMe: 'Asignarme a mí como responsable.',
  addRequirement: 'Agregar Requisito',
  responsibleAssignedTitle: 'Responsable asignado.',
  responsibleAssignedBody: 'El nuevo responsable se asignó con éxito.',
  discardedTitle: 'Solicitud Descartada',
  discardedBody: 'La solicitud se canceló correctamente',
  discardErrorTitle: 'Error',
  discardErrorBody: 'No se pudo eliminar la solicitud',
  unknownRequestType: 'Tipo de solicitud no reconocido.',
} as const;

/** Notices of the request process page that SPEC does not word (ours, docs/decisions/0014). */
export const processNoticeTexts = {
  responsibleFailedTitle: 'Error',
  responsibleFailedBody: 'No se pudo asignar el responsable.',
  taskDoneTitle: 'Tarea ejecutada',
  taskDoneBody: 'La tarea pasó a Tareas hechas.',
  taskFailedTitle: 'Error',
  taskFailedBody: 'No se pudo ejecutar la tarea.',
  requirementFailedTitle: 'Error',
  requirementFailedBody: 'No se pudo guardar la evaluación del requisito.',
} as const;

/** Contracts (/contracts). */
export const contractTexts = {
  breadcrumb: 'Contratos',
  historyTitle: 'Consulta histórica de contratos',
  valid: 'Vigente',
  ended: 'Terminado',
  from: 'Desde',
  to: 'Hasta',
  lastPosition: 'último cargo',
  lastSalary: 'último salario',
  contractType: 'tipo de contrato',
  regulatoryFramework: 'marco normativo',
  company: 'empresa',
  moreDetails: 'Más detalles',
  terminate: 'Terminar',
  renew: 'Renovar',
  modify: 'Modificar',
  addLink: 'Agregar vinculación',
  add: 'Agregar',
  openEnded: 'Indefinido',
  noContracts: 'No hay contratos disponibles para este empleado.',
  // The banner's two cases are described but not worded by the spec: ours.
  bannerLinkingInProgress: 'Hay una solicitud de vinculación en trámite para este empleado.',
  bannerNoValidContract: 'El empleado no tiene un contrato vigente.',
} as const;

/** Vacations (/holidays) and their wizards. */
export const holidayTexts = {
  usedDaysTab: 'Días utilizados',
  inProcessTab: 'Solicitudes de vacaciones en trámite',
  usedDaysTitle: 'Consulta de días utilizados',
  requestEnjoyment: 'Solicitar disfrute',
  requestPayment: 'Solicitar pago',
  noUsedDays: 'Aún no has utilizado ningún día de vacaciones.',
  noRequestsInProcess: 'No tiene solicitudes en trámite.',
  backToStep: 'Regresar a este paso',
  enjoymentSent: 'La solicitud de vacaciones fue enviada exitosamente.',
  paymentSent: 'La solicitud de pago fue enviada exitosamente.',
} as const;

/** Certifications (/certifications). */
export const certificationTexts = {
  title: 'Consulta de certificaciones en trámite',
  addRequest: 'Agregar solicitud',
  sent: 'La solicitud de certificación fue enviada exitosamente.',
} as const;

/** Employee onboarding (/employees/new-employee). */
export const onboardingTexts = {
  title: 'Vincular nuevo empleado',
  previous: 'Anterior',
  next: 'Siguiente',
  finish: 'Finalizar',
  requirements: 'Requisitos',
  /** The six steps, in order (step n is `steps[n - 1]`). */
  steps: [
    'Datos personales',
    'Datos de posición contractual',
    'Ubicación jurídica y contable',
    'Asignaciones',
    'Requisitos no cumplidos',
    'Verificación',
  ],
  names: 'Nombres',
  lastNames: 'Apellidos',
  identificationNumber: 'Número de identificación',
  curriculum: 'Hoja de vida',
  normativeFramework: 'Marco normativo',
  contractType: 'Tipo de contrato',
  company: 'Empresa contratante',
  workingShift: 'Jornada laboral',
  team: 'Equipo de trabajo',
  position: 'Cargo',
  salaryProfile: 'Perfil salarial',
  workplace: 'Sitio de trabajo',
  startDate: 'Fecha de inicio',
  endDate: 'Fecha de finalización',
  project: 'Proyecto',
  zonalSegmentation: 'Segmentación zonal',
  costCenter: 'Centro de costo',
  noAssignments: 'Aún NO hay asignaciones. Define asignaciones con el botón.',
  addAssignment: 'Agregar asignación',
  assignmentCard: 'Asignación {n}',
  assignment: 'Asignación',
  value: 'Valor',
  close: commonTexts.close,
  add: 'Agregar',
  noUnmetRequirements: 'El cliente no presenta restricción por requisitos en este momento.',
  backToStep: 'Regresar a este paso',
  confirmTitle: 'Finalizar',
  confirmBody: '¿Realmente deseas finalizar la vinculación del empleado?',
  sentTitle: 'Solicitud enviada',
  sentBody: 'El registro del nuevo empleado fue enviado exitosamente.',
} as const;

/** Vacation approval (/approvals/vacation-approval). */
export const approvalTexts = {
  paymentTitle: 'Solicitud de pago vacaciones #{id}',
  enjoymentTitle: 'Solicitud de disfrute vacaciones #{id}',
  daysToPay: 'Días a pagar:',
  period: 'Periodo:',
  approve: 'Aprobar',
  reject: 'Rechazar',
  observations: 'Observaciones',
  send: 'Enviar',
  resultTitle: 'Respuesta enviada',
  approved: '¡Solicitud de vacaciones aprobada!',
  rejected: 'Solicitud de vacaciones rechazada',
  understood: commonTexts.understood,
} as const;

/**
 * Default toasts and generic messages (SPEC §8), catalogued but not shown: every toast of the app has its own
 * SPEC title and text, and an unknown error its own page ('No se proporcionó información sobre el error.').
 * @public
 */
export const toastTexts = {
  successTitle: 'Éxito',
  errorTitle: 'Error',
  successBody: 'Solicitud enviada correctamente.',
  errorBody: 'Error en la consulta de los datos.',
  unknownError: 'Ocurrió un error desconocido…',
} as const;
