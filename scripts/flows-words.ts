// What an analyst reads on the flows site (npm run flows) and in the visible part of docs/flows (npm run
// charts) besides the captions of flows-captions.ts: each guard as the condition it checks, each service
// call or flow a state waits for, and what each state does, in Spanish. The machines' own names and their
// English descriptions stay for developers, folded under «Para desarrolladores».
// test/tooling/charts.test.ts fails when a guard, an invoked actor or a state of a registered machine has
// no words here.

/**
 * Each guard as the condition it checks, read after «si», short enough for an arrow
 * ('[el formulario es válido]'). Looked up by
 * 'machine:event:guard' (the same guard checks different things after different answers), then
 * 'machine:guard(written params)' (the privilege or the step a parameter names), then 'machine:guard'.
 */
export const guardConditions: Record<string, string> = {
  'credential-check:hasNoUser': 'no hay usuario con sesión',
  'credential-check:usesSampleUnits': 'las unidades de muestra están activadas',
  'credential-check:fetchFailed': 'falló la consulta',
  'credential-check:hasUnitCount(count 0)': 'no hay unidades',
  'credential-check:hasUnitCount(count 1)': 'hay una sola unidad',
  'app-loading:savedRouteIsAPage': 'la ruta guardada es una página',
  'authentication:loadFailed': 'el proveedor no responde',
  'authentication:signOutRequested': 'se pidió cerrar sesión',
  'authentication:isAuthenticated': 'hay sesión',
  'portal:hasMalformedUrlCode': 'el código de la dirección está mal formado',
  'portal:hasCode': 'hay código en la dirección',
  'portal:done readStoredCode:isPresent': 'hay un código guardado',
  'portal:portalHasOperator': 'el portal tiene operador',
  'portal:done fetchPortal:isPresent': 'hay portal pero sin operador',
  'portal:codeCameFromUrl': 'el código vino de la dirección',
  'portal:done fetchBusinessManager:isPresent': 'hay operador',
  'portal:hasUnit': 'ya hay unidad elegida',
  'portal:isEmptyList': 'no hay opciones',
  'staff-session:isPresent': 'es un funcionario',
  'staff-session:hasUnit': 'ya hay unidad elegida',
  'onboarding:hasAttachment': 'hay hoja de vida adjunta',
  'onboarding:stepIsValid(step 1)': 'el paso 1 es válido',
  'onboarding:stepIsValid(step 2)': 'el paso 2 es válido',
  'onboarding:stepIsValid(step 3)': 'el paso 3 es válido',
  'onboarding:hasAssignmentAt': 'la asignación está en la lista',
  'onboarding:draftIsValid': 'el valor es mayor que 0',
  'onboarding:choseStep(step 1, …)': 'eligió el paso 1',
  'onboarding:choseStep(step 2, …)': 'eligió el paso 2',
  'onboarding:choseStep(step 3, …)': 'eligió el paso 3',
  'onboarding:choseStep(step 4, …)': 'eligió el paso 4',
  'onboarding:choseStep(step 5, …)': 'eligió el paso 5',
  'onboarding:hasUseCase(useCase AddEmployeeLink)': 'tiene el permiso de vincular',
  'onboarding:curriculumMissing': 'la hoja de vida ya no está',
  'request-wizard:formIsValid': 'el formulario es válido',
  'request-wizard:choseStep(step 1, …)': 'eligió el paso 1',
  'request-wizard:choseStep(step 2, …)': 'eligió el paso 2',
  'request-wizard:hasUseCase(forKind enjoyment, useCase RequestToEnjoyVacationDays)':
    'es de disfrute y hay permiso',
  'request-wizard:hasUseCase(forKind payment, useCase RequestPaymentForVacationDays)':
    'es de pago y hay permiso',
  'request-wizard:hasUseCase(forKind certification, useCase RequestCertificate)':
    'es de certificación y hay permiso',
  'request-wizard:staysValidOn': 'sigue válido con la fecha de hoy',
  'discard:isRefused': 'las reglas no dejan descartarla',
  'discard:justificationIsValid': 'la justificación es válida',
  'discard:isChangedElsewhere': 'otra persona la cambió',
  'requests-list:hasUseCase(useCase RequestToEnjoyVacationDays)': 'tiene el permiso de pedir disfrute',
  'requests-list:hasUseCase(useCase RequestPaymentForVacationDays)': 'tiene el permiso de pedir pago',
  'requests-list:hasUseCase(useCase RequestCertificate)': 'tiene el permiso de pedir certificación',
  'requests-list:hasUseCase(useCase VacationDetailsInProcess)': 'tiene el permiso de ver detalles',
  'requests-list:hasUseCase(useCase CheckDetailsOfTheCertificateRequest)': 'tiene el permiso de ver detalles',
  'requests-list:foundRequests': 'hay solicitudes en trámite',
  'requests-list:mayDiscard(useCase DiscardVacationInProcess, …)': 'hay permiso y las reglas lo dejan',
  'requests-list:mayDiscard(useCase DiscardCertificateRequest, …)': 'hay permiso y las reglas lo dejan',
  'requests-list:hasNoRequests': 'no quedan solicitudes',
  'success-flag:hasFlag': 'hay aviso que mostrar',
  'business-unit-choice:hasNoUnits': 'no hay unidades',
  'business-unit-choice:isListedUnit': 'la unidad está en la lista',
  'employee-search:morePagesComing': 'faltan páginas por llegar',
  'employee-search:pagesAreMissing': 'faltaron páginas',
  'employee-search:queryIsBlank': 'no hay texto',
  'employee-search:hasResults': 'hay coincidencias',
  'employee-search:isShownResult': 'está entre los resultados',
  'employee-search:hasSelectedEmployee': 'eligió un empleado',
  'employee-search:typedTextNamesAnEmployee': 'el texto nombra a un empleado',
  'vacation-approval:hasNoCode': 'el enlace no trae número',
  'vacation-approval:requestIsMissing': 'no hay solicitud con ese número',
  'vacation-approval:isNotVacationRequest': 'no es de vacaciones',
  'vacation-approval:isCanceled': 'está cancelada',
  'vacation-approval:isAlreadyAnswered': 'ya fue respondida',
  'vacation-approval:mayAnswer': 'la respuesta es válida y hay permiso',
  'vacation-approval:isChangedElsewhere': 'otra persona la cambió',
  'contract-history:hasValidContract': 'hay contrato vigente',
  'contract-history:linkingInProgress': 'hay vinculación en trámite',
  'contract-history:hasNoContracts': 'no hay contratos',
  'contract-history:hasUseCase(useCase AddEmployeeLink)': 'tiene el permiso de vincular',
  'contract-history:mayApply(action terminate, useCase TerminateContract)':
    'hay permiso y contrato que terminar',
  'contract-history:mayApply(action renew, useCase RenewContract)': 'hay permiso y contrato que renovar',
  'contract-history:mayApply(action modify, useCase ModifyContract)': 'hay permiso y contrato que modificar',
  'contract-history:mayCheckDetails': 'hay permiso y el contrato está listado',
  'contract-history:wasSent': 'se registró la acción',
  'contract-action:isApplicableContract': 'el contrato admite la acción',
  'contract-action:hasSelection': 'hay un contrato elegido',
  'contract-action:decisionIsValid': 'la decisión es válida',
  'requests-board:isShown': 'la tarjeta está a la vista',
  'requests-board:hasProcessPage': 'es una vinculación',
  'request-process:isFound': 'es una vinculación del empleado',
  'request-process:mayTakeStep(step discard)': 'hay permiso y no ha terminado',
  'request-process:mayTakeStep(step assign)': 'hay permiso y no ha terminado',
  'request-process:hasUseCase(useCase AddEmployeeLink)': 'tiene el permiso de ver requisitos',
  'request-process:mayExecuteTask': 'es responsable y puede ejecutarla',
  'request-process:changesResponsible': 'marcó «Asignarme» y cambia algo',
  'request-process:isChangedElsewhere': 'otra persona la cambió',
  'request-process:asksToConfirm': 'es un «No Cumple» permitido',
  'request-process:mayEvaluateRequirement': 'la evaluación se permite',
  'request-process:wasRemoved': 'se eliminó la solicitud',
  'request-history:hasEntries': 'tiene entradas',
  'request-history:isAnotherVersion': 'es otra versión de la solicitud',
  'request-history:isRefused': 'no hay permiso de leerlo',
  'team-absences:hasAbsences': 'alguien del equipo tiene vacaciones en esas fechas',
};

/**
 * Each service call, browser task or child flow a state invokes, by the invocation's id (the name its
 * answer carries): 'responde «Guardar la solicitud»', 'falla «Guardar la solicitud»'.
 */
export const actorCaptions: Record<string, string> = {
  'credential-check:fetchBusinessUnits': 'Consultar las unidades',
  'credential-check:loadSampleUnits': 'Cargar las unidades de muestra',
  'authentication:signInRedirect': 'Ir al inicio de sesión',
  'authentication:revokeRefreshToken': 'Revocar el token',
  'authentication:endProviderSession': 'Cerrar la sesión del proveedor',
  'portal:readStoredCode': 'Leer el código guardado',
  'portal:fetchPortal': 'Consultar el portal',
  'portal:fetchBusinessManager': 'Consultar el operador',
  'portal:fetchOptions': 'Consultar las opciones',
  'staff-session:fetchStaffUser': 'Consultar el funcionario',
  'staff-session:fetchUseCases': 'Consultar los casos de uso',
  'onboarding:readCurriculum': 'Leer la hoja de vida',
  'onboarding:fetchSalaryProfiles': 'Consultar los perfiles salariales',
  'onboarding:saveOnboarding': 'Guardar la vinculación',
  'request-wizard:saveRequest': 'Guardar la solicitud',
  'discard:removeRequest': 'Eliminar la solicitud',
  'requests-list:fetchRequests': 'Leer las solicitudes',
  'requests-list:refreshRequests': 'Leer de nuevo',
  'requests-list:discard': 'Descartar',
  'employee-search:fetchFirstPage': 'Cargar la primera página',
  'employee-search:fetchRemainingPages': 'Cargar las demás páginas',
  'selected-employee:fetchEmployee': 'Consultar el empleado',
  'selected-employee:fetchPendingDays': 'Consultar los días pendientes',
  'vacation-approval:loadApproval': 'Cargar la solicitud',
  'vacation-approval:sendAnswer': 'Enviar la respuesta',
  'contract-history:fetchLinkingRequests': 'Consultar vinculaciones',
  'contract-history:contractAction': 'Acción sobre el contrato',
  'contract-action:saveRequest': 'Registrar la acción',
  'requests-board:fetchRequests': 'Leer las solicitudes',
  'request-process:fetchRequest': 'Leer la solicitud',
  'request-process:refreshRequest': 'Leer de nuevo',
  'request-process:assignResponsible': 'Asignar el responsable',
  'request-process:executeTask': 'Ejecutar la tarea',
  'request-process:evaluateRequirement': 'Evaluar el requisito',
  'request-process:discard': 'Descartar',
  'request-history:fetchHistory': 'Leer el historial',
  'request-history:refreshHistory': 'Leer de nuevo el historial',
  'team-absences:fetchTeamAbsences': 'Leer las ausencias del equipo',
};

/** A delay computed from the machine's settings, as the wait it stands for: 'tras 14 min sin actividad'. */
export const delayCaptions: Record<string, string> = {
  'inactivity:warning': '14 min sin actividad (configurable)',
  'inactivity:signOut': '1 min más (configurable)',
};

/** What each state does, for an analyst, by 'machine:dotted.path'. */
export const stateWords: Record<string, string> = {
  'credential-check:starting': 'Decide cómo obtener las unidades de negocio de la persona.',
  'credential-check:fetchingUnits':
    'Consulta las unidades de negocio de la persona (llamada 6) con «Validando credenciales» en pantalla.',
  'credential-check:loadingSampleUnits':
    'Toma las unidades de muestra de la instalación en lugar de consultarlas.',
  'credential-check:settling': 'Un segundo más con «Validando credenciales» antes de seguir.',
  'credential-check:userMissing': 'No hay usuario: la página «no disponible».',
  'credential-check:fetchFailed': 'La consulta de unidades falló: la página de error con el código 1008.',
  'credential-check:noUnits': 'La persona no tiene unidades: la página de error con el código 1003.',
  'credential-check:oneUnit': 'Una sola unidad: queda elegida y se va a cargar la aplicación.',
  'credential-check:severalUnits': 'Varias unidades: se va a elegir una.',
  'app-loading:loading': '«Cargando la aplicación» durante dos segundos.',
  'app-loading:toSavedRoute': 'Abre la página que la persona pidió antes de iniciar sesión.',
  'app-loading:toEmployeeSelection': 'Abre la selección de empleado.',
  'authentication:loading':
    'Lee la sesión guardada en el navegador o termina el regreso del inicio de sesión.',
  'authentication:redirectingToSignIn':
    'Recuerda la página pedida y lleva al inicio de sesión del proveedor.',
  'authentication:authenticated': 'Hay sesión: se ve el portal.',
  'authentication:revokingTokens':
    'Avisa a las demás pestañas, borra lo guardado en el navegador y revoca el token; si la revocación falla, sigue igual.',
  'authentication:signingOut': 'Cierra la sesión del proveedor, que vuelve a la dirección configurada.',
  'authentication:signedOutElsewhere': 'Otra pestaña cerró la sesión: «Sesión cerrada» con «Iniciar sesión».',
  'authentication:failed':
    'El proveedor no responde: la página de error general, con «Regresar» para volver a intentarlo.',
  'authentication:signedOut': 'La sesión quedó cerrada.',
  'portal:choosingCode': 'Mira el código de portal de la dirección.',
  'portal:readingStoredCode':
    'Sin código en la dirección: lee el que se guardó cifrado en una visita anterior.',
  'portal:fetchingPortal': 'Consulta el portal por su código (llamada 1).',
  'portal:fetchingBusinessManager':
    'Consulta el operador del portal (llamada 2); una unidad elegida mientras tanto se recuerda.',
  'portal:waitingForUnit':
    'El portal ya se conoce: espera la unidad de negocio con la que trabaja la persona.',
  'portal:fetchingOptions': 'Consulta las opciones del portal para la unidad elegida (llamada 3).',
  'portal:ready': 'Portal, operador y opciones listos: se arman la navegación y las tarjetas de inicio.',
  'portal:failed': 'La página de error con su código.',
  'staff-session:loadingStaffUser':
    'Consulta el funcionario por el documento de la sesión (llamada 4); una unidad elegida mientras tanto se recuerda.',
  'staff-session:waitingForUnit': 'El funcionario ya se conoce: espera la unidad de negocio elegida.',
  'staff-session:loadingUseCases': 'Consulta los casos de uso del funcionario en la unidad (llamada 5).',
  'staff-session:ready': 'Funcionario y casos de uso listos: el portal sabe qué puede hacer la persona.',
  'staff-session:failed': 'La página de error: 1004 si no es funcionario, 500 si una consulta falló.',
  'onboarding:wizard':
    'Los seis pasos del asistente; «Requisitos» abre su ventana desde cualquiera de ellos.',
  'onboarding:wizard.personal': 'Paso 1: nombres, apellidos, número de identificación y la hoja de vida.',
  'onboarding:wizard.personal.editing': 'La persona escribe sus datos o elige la hoja de vida.',
  'onboarding:wizard.personal.readingFile':
    'El navegador lee el archivo elegido: solo un PDF de 2,5 MB como máximo.',
  'onboarding:wizard.position':
    'Paso 2: ocho listas (el perfil salarial viene del catálogo), fecha de inicio obligatoria y fecha de finalización deshabilitada.',
  'onboarding:wizard.position.loadingOptions': 'Consulta los perfiles salariales (llamada 13).',
  'onboarding:wizard.position.ready': 'Los perfiles salariales están en su lista.',
  'onboarding:wizard.position.optionsFailed':
    'El aviso «Error obteniendo las opciones de asignación» con «Reintentar».',
  'onboarding:wizard.location':
    'Paso 3: proyecto, segmentación zonal, centro de costo y observaciones, todos opcionales.',
  'onboarding:wizard.assignments':
    'Paso 4: las tarjetas de asignaciones, cada una se puede quitar, y «Agregar asignación».',
  'onboarding:wizard.assignments.listing':
    'Se ven las asignaciones agregadas o el texto de que no hay ninguna.',
  'onboarding:wizard.assignments.adding':
    'La ventana «Agregar asignación»: asignación y valor (mayor que 0).',
  'onboarding:wizard.unmetRequirements':
    'Paso 5: los requisitos no cumplidos, o que el cliente no tiene restricciones.',
  'onboarding:wizard.verification':
    'Paso 6: el resumen de los pasos 1 a 5, cada uno con «Regresar a este paso».',
  'onboarding:wizard.verification.ready': 'El resumen, listo para «Finalizar».',
  'onboarding:wizard.verification.failed':
    '«Error al enviar la solicitud. Intente nuevamente.» durante 10 s.',
  'onboarding:wizard.resume':
    'Al cerrar «Requisitos», vuelve al paso (y a lo que hacía en él) desde donde se abrió.',
  'onboarding:requirementsModal': 'La ventana «Requisitos»: las tarjetas de alerta de requisitos y «Cerrar».',
  'onboarding:confirming': 'Pregunta «¿Realmente deseas finalizar la vinculación del empleado?».',
  'onboarding:submitting':
    'Guarda la solicitud de vinculación con la hoja de vida (llamada 11); no se puede cancelar mientras tanto.',
  'onboarding:sent': 'La ventana que dice que la solicitud se envió.',
  'onboarding:done': 'Va a la lista de empleados con el aviso «Solicitud enviada».',
  'onboarding:abandoned': 'La persona salió con la flecha de regreso: se descarta lo escrito.',
  'request-wizard:requirements': 'Paso 1: los requisitos que la persona no cumple (90 días de antigüedad).',
  'request-wizard:form': 'Paso 2: el formulario de información general, validado en cada cambio.',
  'request-wizard:verification': 'Paso 3: el resumen, con «Regresar a este paso» en cada paso.',
  'request-wizard:verification.ready': 'El resumen, listo para «Enviar».',
  'request-wizard:verification.failed': 'El aviso de error del envío durante 10 s.',
  'request-wizard:confirming': 'La ventana que pide confirmar el envío.',
  'request-wizard:submitting': 'Guarda la solicitud (llamada 11).',
  'request-wizard:sent': 'La ventana de éxito con el número de la solicitud.',
  'request-wizard:done': 'Vuelve a la lista con el aviso de éxito de su tipo.',
  'request-wizard:abandoned': 'La persona salió con la flecha de regreso: vuelve a la lista.',
  'discard:checking': 'Revisa si las reglas dejan descartar la solicitud.',
  'discard:refused': 'La ventana con el mensaje exacto de por qué no se puede descartar.',
  'discard:askingJustification':
    'La ventana pide la justificación (obligatoria, 500 caracteres como máximo).',
  'discard:removing': 'Elimina la solicitud (llamada 12).',
  'discard:removed': 'La solicitud quedó eliminada: el único final que la quita.',
  'discard:failed':
    'El aviso de error; la ventana sigue abierta con la justificación escrita, para enviar de nuevo o cancelar.',
  'discard:changedElsewhere':
    'Otra persona cambió la solicitud desde que se mostró: quién, qué y cuándo, con la solicitud como está ahora; no se envía nada hasta decidir de nuevo.',
  'discard:closed': 'La ventana se cerró sin descartar.',
  'requests-list:loading': 'Lee las solicitudes en trámite del tipo de la lista (llamada 10).',
  'requests-list:failed': 'El aviso «Error en la solicitud», que nombra los tipos cuya lectura falló.',
  'requests-list:empty': '«No tiene solicitudes en trámite.»',
  'requests-list:empty.shown': 'Se ve el texto de lista vacía.',
  'requests-list:empty.refreshing':
    'La persona volvió a la ventana: lee de nuevo; el texto sigue hasta la respuesta.',
  'requests-list:loaded': 'La lista de solicitudes en trámite.',
  'requests-list:loaded.browsing': 'La persona mira la lista.',
  'requests-list:loaded.browsing.shown': 'Se ven las solicitudes.',
  'requests-list:loaded.browsing.refreshing':
    'La persona volvió a la ventana: lee de nuevo; las filas siguen hasta la respuesta.',
  'requests-list:loaded.viewingDetails': 'La ventana de detalles de la solicitud elegida.',
  'requests-list:loaded.discarding': 'El flujo de descartar la solicitud elegida.',
  'success-flag:arriving': 'Mira si hay un aviso de éxito que mostrar.',
  'success-flag:shown': 'El aviso de éxito con su botón para cerrarlo, durante 5 s.',
  'success-flag:hidden': 'Sin aviso.',
  'business-unit-choice:starting': 'Mira si la persona tiene unidades.',
  'business-unit-choice:noUnits': '«No hay unidades de negocio disponibles».',
  'business-unit-choice:unchosen': 'Ninguna unidad marcada: «Continuar» deshabilitado.',
  'business-unit-choice:chosen': 'Una unidad marcada: «Continuar» habilitado.',
  'business-unit-choice:continued': 'La unidad queda elegida: se va a cargar la aplicación.',
  'employee-search:loading': 'Carga la primera página de empleados de la unidad (llamada 7).',
  'employee-search:loadFailed': 'No se pudo cargar la lista: el error y «Reintentar».',
  'employee-search:ready':
    'La búsqueda, la llegada de los empleados y la validación de «Continuar», a la vez.',
  'employee-search:ready.list': 'La llegada de los empleados de la unidad.',
  'employee-search:ready.list.checking': 'Mira si faltan páginas por llegar.',
  'employee-search:ready.list.arriving':
    '«Cargando empleados: N de M»: llegan las demás páginas mientras la persona busca.',
  'employee-search:ready.list.partial':
    'No llegaron todos: dice cuántos; la búsqueda usa los que llegaron y «Reintentar» pide los que faltan.',
  'employee-search:ready.list.complete': 'Llegaron todos los empleados de la unidad.',
  'employee-search:ready.search': 'La búsqueda por nombre o número de identificación.',
  'employee-search:ready.search.idle': 'Nada que listar: aún no hay texto, o se acaba de elegir un empleado.',
  'employee-search:ready.search.debouncing': 'Espera 600 ms después de la última tecla.',
  'employee-search:ready.search.searching': 'Busca el texto entre los empleados que llegaron.',
  'employee-search:ready.search.results': 'Los empleados que coinciden, para elegir uno.',
  'employee-search:ready.search.noResults':
    '«No hay resultados para esta búsqueda.»; se busca de nuevo cuando llegan más empleados.',
  'employee-search:ready.validation': 'Lo que dice «Continuar».',
  'employee-search:ready.validation.unchecked': 'Aún sin mensaje.',
  'employee-search:ready.validation.required': '«Para continuar, primero debes seleccionar un empleado.»',
  'employee-search:ready.validation.notListed': '«Debes seleccionar un empleado de la lista.»',
  'employee-search:chosen': 'El empleado queda elegido: se va al inicio.',
  'selected-employee:employee': 'El nombre y el estado del empleado elegido.',
  'selected-employee:employee.fetching': 'Consulta el empleado (llamada 8).',
  'selected-employee:employee.loaded': 'Se ven el nombre y el estado del empleado.',
  'selected-employee:employee.failed':
    'El texto de error con cómo volver a intentarlo; nunca un empleado vacío.',
  'selected-employee:pendingDays': 'Los días de vacaciones pendientes del empleado.',
  'selected-employee:pendingDays.fetching': 'Consulta los días pendientes (llamada 9).',
  'selected-employee:pendingDays.loaded': 'Se ven los días pendientes.',
  'selected-employee:pendingDays.failed': 'El texto de error con cómo volver a intentarlo; nunca cero días.',
  'vacation-approval:checkingAddress': 'Mira si el enlace trae el número de la solicitud.',
  'vacation-approval:noCode': 'El enlace no dice qué solicitud responder: la página lo dice.',
  'vacation-approval:loading':
    'Carga la solicitud por su número y su empleado; se ve que carga, nunca un formulario vacío.',
  'vacation-approval:failed': 'No se pudo cargar: el error y «Reintentar».',
  'vacation-approval:checkingRequest':
    'Revisa la solicitud cargada: si existe, si es de vacaciones y si espera respuesta.',
  'vacation-approval:notFound': 'Ninguna solicitud de la unidad tiene ese número.',
  'vacation-approval:notVacation': 'La solicitud no es de disfrute ni de pago de vacaciones.',
  'vacation-approval:alreadyAnswered': '«Esta solicitud ya fue respondida.», con su estado actual.',
  'vacation-approval:canceled': 'La solicitud fue descartada: lo dice, nunca que fue respondida.',
  'vacation-approval:form': '«Aprobar» o «Rechazar» y las observaciones, validados en cada cambio.',
  'vacation-approval:form.editing': 'La persona elige y escribe.',
  'vacation-approval:form.submitFailed': '«Error al enviar la solicitud. Intente nuevamente.» durante 10 s.',
  'vacation-approval:submitting':
    'Envía la respuesta (llamada 14): «Enviar» muestra que trabaja y Escape no cierra nada.',
  'vacation-approval:submitting.sending': 'La respuesta va en camino.',
  'vacation-approval:submitting.leaveRefused':
    'La persona pulsó Escape: la página dice que el envío no se puede detener.',
  'vacation-approval:changedElsewhere':
    'Otra persona cambió la solicitud desde que se mostró: quién, qué y cuándo, con la solicitud como está ahora; lo elegido y escrito se conserva. «Entendido» vuelve al formulario o al estado de la solicitud.',
  'vacation-approval:result': '«Respuesta enviada»: la solicitud quedó aprobada o rechazada; «Entendido».',
  'vacation-approval:closed': 'La respuesta quedó registrada.',
  'contract-history:banner': 'El aviso de contrato, cuando no hay uno vigente.',
  'contract-history:banner.deciding': 'Mira si hay un contrato vigente.',
  'contract-history:banner.hidden': 'Hay contrato vigente: sin aviso.',
  'contract-history:banner.askingRequests':
    'Sin contrato vigente: consulta las solicitudes de vinculación del empleado (llamada 10).',
  'contract-history:banner.linkingInProgress': 'El aviso: hay una solicitud de vinculación en trámite.',
  'contract-history:banner.noValidContract': 'El aviso: no hay contrato vigente ni vinculación en trámite.',
  'contract-history:banner.unknown':
    'La consulta falló: sin contrato vigente y sin saber si hay vinculación; «Reintentar».',
  'contract-history:page': 'Los botones de la página; cada pulsación permitida abre su ventana.',
  'contract-history:page.deciding': 'Mira si el empleado tiene contratos.',
  'contract-history:page.empty': '«No hay contratos disponibles para este empleado.»',
  'contract-history:page.browsing':
    'Las tarjetas de contratos, del más nuevo al más antiguo, con sus acciones.',
  'contract-history:modal': 'Una ventana a la vez: los detalles de un contrato o una acción sobre él.',
  'contract-history:modal.closed': 'Ninguna ventana abierta.',
  'contract-history:modal.closed.quiet': 'Sin aviso.',
  'contract-history:modal.closed.sent': 'El aviso de éxito de la acción registrada, durante 10 s.',
  'contract-history:modal.viewingDetails': 'La ventana «Más detalles» del contrato elegido.',
  'contract-history:modal.acting':
    'El flujo de la acción sobre el contrato (elegir, decidir, confirmar, registrar).',
  'contract-action:selecting': 'La ventana para elegir el contrato; «Confirmar» deshabilitado sin selección.',
  'contract-action:deciding':
    'Lo que decidió gestión humana: al terminar, fecha de retiro y motivo; al renovar, la nueva fecha; al modificar, lo que cambia.',
  'contract-action:confirming': 'La confirmación de la acción y su decisión sobre el contrato elegido.',
  'contract-action:confirming.asking': 'Pregunta si confirmar.',
  'contract-action:confirming.failed': '«Error al enviar la solicitud. Intente nuevamente.» durante 10 s.',
  'contract-action:sending':
    'Registra la acción como solicitud (llamada 11); no se puede cancelar mientras tanto.',
  'contract-action:sent': 'La acción quedó registrada: la página muestra el aviso de éxito.',
  'contract-action:cancelled': 'La persona canceló: no se registra nada.',
  'inactivity:active':
    'La persona trabaja: cada interacción, aquí o en otra pestaña, vuelve a empezar la cuenta.',
  'inactivity:warning': '«Tu sesión está por cerrarse», con «Seguir conectado» o «Cerrar sesión».',
  'inactivity:timedOut': 'Sin actividad durante todo el plazo: la sesión se cierra.',
  'inactivity:signedOut': 'La persona eligió «Cerrar sesión» en el aviso.',
  'requests-board:loading': 'Lee todas las solicitudes del empleado (llamada 10).',
  'requests-board:failed':
    'El mensaje de todos los intentos fallidos y «Reintentar», nunca un tablero vacío; el aviso «Error en la solicitud».',
  'requests-board:ready':
    'Las tres columnas («Por evaluar», «En progreso», «Terminada») con las tarjetas filtradas.',
  'requests-board:ready.keyword': 'El filtro por palabra clave.',
  'requests-board:ready.keyword.idle': 'La palabra clave está aplicada.',
  'requests-board:ready.keyword.debouncing': 'La palabra clave se aplica 500 ms después de la última tecla.',
  'requests-board:ready.filters': 'Los filtros de tipo y estado.',
  'requests-board:ready.filters.idle': 'Los filtros están aplicados.',
  'requests-board:ready.filters.submitting':
    '«Aplicando filtros…»: se aplican 800 ms después del último cambio.',
  'request-process:loading': 'Lee la solicitud (llamada 10).',
  'request-process:failed': 'El mensaje de todos los intentos fallidos y «Reintentar».',
  'request-process:notFound':
    'El empleado no tiene esa solicitud o no es de vinculación: la página de no encontrada.',
  'request-process:ready': 'La página de la solicitud de vinculación.',
  'request-process:ready.viewing': 'El encabezado, «Tareas por hacer» y «Tareas hechas».',
  'request-process:ready.viewing.shown': 'Se ve la solicitud.',
  'request-process:ready.viewing.refreshing':
    'La persona volvió a la ventana: lee de nuevo la solicitud; la página sigue igual hasta la respuesta.',
  'request-process:ready.responsible':
    'La ventana del responsable: «Asignarme a mí como responsable.», «Guardar» y «Cancelar».',
  'request-process:ready.responsible.editing': 'La persona marca o desmarca «Asignarme».',
  'request-process:ready.responsible.saving': 'Guarda el responsable (llamada 15).',
  'request-process:ready.executing':
    '«Ejecutar» una tarea: la marca hecha (llamada 17) y pasa a «Tareas hechas».',
  'request-process:ready.requirements':
    'La ventana «Requisitos»: cada requisito Cumple, No Cumple o Sin Evaluar.',
  'request-process:ready.requirements.reading': 'La persona lee y evalúa los requisitos.',
  'request-process:ready.requirements.confirmingNotMet':
    'Pregunta «¿Marcar como No Cumple?» con el nombre del requisito.',
  'request-process:ready.requirements.evaluating': 'Registra la evaluación del requisito (llamada 16).',
  'request-process:ready.changedElsewhere':
    'Otra persona cambió la solicitud: quién, qué y cuándo sobre la solicitud como está ahora; «Entendido» vuelve a la página.',
  'request-process:ready.discarding': 'El flujo de descartar la solicitud.',
  'request-process:discarded': 'La solicitud quedó eliminada: vuelve al tablero.',
  'request-history:loading':
    'Lee el historial de la solicitud (llamada 19) con «Cargando el historial»; la solicitud sigue a la vista.',
  'request-history:loaded':
    'Las entradas, de la más reciente a la más antigua: cuándo, quién, qué cambió y sus palabras.',
  'request-history:empty': '«Esta solicitud aún no tiene historial.»',
  'request-history:refreshing':
    'Lee de nuevo el historial; lo que se veía sigue hasta la respuesta, y otra versión entre tanto empieza de nuevo.',
  'request-history:failed':
    '«No se pudo cargar el historial de la solicitud.» con «Reintentar»; la solicitud sigue a la vista.',
  'request-history:refused':
    'Sin el permiso de leer los datos de la solicitud, lo dice; leer de nuevo también se negaría.',
  'team-absences:loading':
    'Lee las ausencias del equipo en las fechas de la solicitud (llamada 20); la respuesta del jefe no espera.',
  'team-absences:loaded': 'Los compañeros del equipo con vacaciones en esas fechas: nombre, fechas y estado.',
  'team-absences:empty': '«Nadie más del equipo tiene vacaciones en esas fechas.»',
  'team-absences:failed':
    '«No se pudieron cargar las ausencias del equipo.» con «Reintentar»; la respuesta se puede enviar igual.',
};

/** What a transition's own description says, for an analyst, by 'machine:transition key'. */
export const transitionWords: Record<string, string> = {
  'portal:fetchingBusinessManager --UNIT_SELECTED #0--> (self)':
    'Una unidad elegida mientras se consulta el operador se recuerda para las opciones.',
  'staff-session:loadingStaffUser --UNIT_SELECTED #0--> (self)':
    'Una unidad elegida mientras se consulta el funcionario se recuerda para sus casos de uso.',
  'onboarding:wizard --ABANDON #0--> abandoned':
    'La flecha de regreso, confirmada con «Regresar», descarta lo escrito y la hoja de vida.',
  'onboarding:wizard.personal.readingFile --OPEN_REQUIREMENTS #0--> (self)':
    '«Requisitos» no se abre mientras se lee el archivo: la ventana perdería el archivo.',
  'onboarding:submitting --xstate.error.actor.saveOnboarding [curriculumMissing] #0--> wizard.personal':
    'La hoja de vida ya no está: vuelve al paso 1 con «Debe adjuntar un archivo».',
  'request-wizard:verification --TODAY_CHANGED #1--> form':
    'El nuevo día dejó un valor inválido: vuelve al formulario para corregirlo.',
};
