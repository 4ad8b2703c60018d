import * as errors from '@src/domain/errors';
import * as fetchMessages from '@src/domain/fetch-messages';
import * as format from '@src/domain/format';
import * as gateTexts from '@src/domain/gate-texts';
import * as lookups from '@src/domain/lookups';
import * as permissions from '@src/domain/permissions';
import * as texts from '@src/domain/texts';
import { commonTexts, discardMessages } from '@src/domain/texts';
import * as validation from '@src/domain/validation';
import { describe, expect, test } from 'vitest';

/** Every string reachable from the module's exported objects and arrays. */
function collect(value: unknown, into = new Set<string>(), seen = new Set<unknown>()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (typeof value === 'object' && value !== null && !seen.has(value)) {
    seen.add(value);
    for (const item of Object.values(value)) collect(item, into, seen);
  }
  return into;
}

/** The domain's text modules: texts.ts (which imports nothing) and the modules that keep their own. */
const reachable = collect([
  texts,
  errors,
  fetchMessages,
  format,
  gateTexts,
  lookups,
  permissions,
  validation,
]);

// Texts quoted in SPEC.md, verbatim.
const specTexts = [
  'Acción inhabilitada',
  'Ya que no tiene un contrato activo o no cuenta con los privilegios necesarios.',
  'Validando credenciales',
  'Unidades de negocio',
  'Selecciona la unidad de negocio con la que vas a trabajar hoy',
  'Continuar',
  'Cargando la aplicación',
  'Espere un momento, por favor.',
  'Días por disfrutar',
  'Días pendientes',
  'Días utilizados',
  'Regresar',
  '¿Realmente quieres regresar? Se perderá el avance de tu solicitud.',
  'Sí, regresar',
  'Cancelar',
  'Cerrar',
  'Vincular nuevo empleado',
  'No hay resultados para esta búsqueda.',
  'Por evaluar',
  'En progreso',
  'Terminada',
  'ID.',
  'Fecha de solicitud',
  'Responsable',
  'Sin responsable',
  'No hay solicitudes en trámite.',
  'No hay resultados que coincidan con los filtros aplicados.',
  'Sin filtros aún.',
  'No hay solicitudes que coincidan con los filtros seleccionados.',
  'Tareas por hacer',
  'Tareas hechas',
  'Asignarme a mí como responsable.',
  'Agregar Requisito',
  'Consulta histórica de contratos',
  'Vigente',
  'Terminado',
  'Más detalles',
  'Agregar vinculación',
  'Consulta de días utilizados',
  'Solicitar disfrute',
  'Solicitar pago',
  'Aún no has utilizado ningún día de vacaciones.',
  'No tiene solicitudes en trámite.',
  'Solicitudes de vacaciones en trámite',
  'Regresar a este paso',
  'Consulta de certificaciones en trámite',
  'Agregar solicitud',
  'Aún NO hay asignaciones. Define asignaciones con el botón.',
  'Agregar asignación',
  'El cliente no presenta restricción por requisitos en este momento.',
  '¿Realmente deseas finalizar la vinculación del empleado?',
  'Solicitud enviada',
  'El registro del nuevo empleado fue enviado exitosamente.',
  'Solicitud de pago vacaciones #{id}',
  'Solicitud de disfrute vacaciones #{id}',
  'Días a pagar:',
  'Periodo:',
  'Respuesta enviada',
  '¡Solicitud de vacaciones aprobada!',
  'Solicitud de vacaciones rechazada',
  'Entendido',
  '¡Ups! Algo salió mal...',
  'Código de error: {code}',
  '¿Qué salió mal?',
  '¿Cómo solucionarlo?',
  'No se proporcionó información sobre el error.',
  'Intenta nuevamente más tarde.',
  'Estado desconocido',
  'Tipo desconocido',
  'En proceso de finalización',
  'Contrato finalizado',
  'Indefinido',
  'El nuevo responsable se asignó con éxito.',
  'Responsable asignado.',
  'Este campo no puede estar vacío',
  'Este campo es obligatorio',
  'El número de caracteres es demasiado largo',
  'Formato de fecha incorrecto. Ejemplo de formato: 01/Ene/1990.',
  'La fecha no puede ser anterior o igual al día actual',
  'No se puede eliminar una solicitud de disfrute de vacaciones que no ha generado el desembolso del anticipo.',
  'No se puede eliminar una solicitud de disfrute de vacaciones cuyo período de disfrute aún no ha comenzado.',
  'Para continuar, primero debes seleccionar un empleado.',
  'Debes seleccionar un empleado de la lista.',
  'Solo se permiten archivos PDF.',
  'El archivo supera el tamaño máximo permitido de 2.5MB.',
  'Debe adjuntar un archivo',
  'Sin especificación',
  'El valor debe ser mayor a 0',
  'Debe seleccionar una opción de aprobación',
  'Las observaciones no pueden exceder 500 caracteres',
  'Las observaciones son obligatorias al rechazar la solicitud',
  '(Requerido)',
  'No tiene privilegios para terminar contratos.',
  'No hay contrato vigente para terminar.',
  'No hay contrato a término fijo.',
  'No tiene privilegios para descartar solicitudes.',
  'No tiene privilegios para ver requisitos.',
  'No tienes permisos para agregar un requisito en este momento.',
  'No tiene privilegios para ver los detalles del contrato.',
  'No tienes privilegios para ver detalles.',
  'No tienes privilegios para eliminar este registro.',
  'No tienes privilegios para ejecutar esta tarea.',
  'Debes ser responsable de esta solicitud.',
  'Error al obtener los datos del portal',
  'Todos los intentos fallaron. No se pudieron obtener los datos del portal.',
  'Error en la solicitud',
  'Error al enviar la solicitud. Intente nuevamente.',
  'Error al enviar la solicitud de vacaciones o certificación. Intente nuevamente.',
  'No se pudo eliminar la solicitud',
  'La solicitud se canceló correctamente',
  'Solicitud Descartada',
  'La solicitud de vacaciones fue enviada exitosamente.',
  'La solicitud de pago fue enviada exitosamente.',
  'La solicitud de certificación fue enviada exitosamente.',
  'Éxito',
  'Error',
  'Solicitud enviada correctamente.',
  'Error en la consulta de los datos.',
  'Tipo de solicitud no reconocido.',
  'Ocurrió un error desconocido…',
  'No hay unidades de negocio disponibles',
  'No hay ninguna tarea pendiente por ahora.',
  'Ninguna tarea está hecha por ahora.',
  'No hay empleado seleccionado.',
  'No hay contratos disponibles para este empleado.',
  'Unexpected Application Error!',
  'Sin Fecha',
  'XXXXXX',
  'No aplica',
  'Vacaciones Disfrutadas',
  'Vinculación en Progreso',
  'En proceso de vinculación',
  'Cumple',
  'No Cumple',
  'Sin Evaluar',
  'certificado de pertenencia a empresa',
];

describe('texts', () => {
  test.each(specTexts)('reaches %j from the domain text modules', (text) => {
    expect(reachable.has(text)).toBe(true);
  });

  test('fills placeholders and builds the computed messages', () => {
    expect(texts.fillText(texts.approvalTexts.paymentTitle, { id: 42 })).toBe(
      'Solicitud de pago vacaciones #42',
    );
    expect(texts.fillText('Código de error: {code} {other}', { code: 1003 })).toBe(
      'Código de error: 1003 {other}',
    );
    expect(errors.errorCodeLine(404)).toBe('Código de error: 404');
    expect(validation.maxCharactersMessage(500)).toBe('Debe tener máximo 500 caracteres');
    expect(discardMessages.paymentDisbursed).toBe(
      'No se puede eliminar una solicitud de pago de vacaciones que no ha generado el desembolso del anticipo.',
    );
    expect(texts.onboardingTexts.steps).toHaveLength(6);
  });

  test('the common words are written once, in commonTexts, and the areas name them from there', () => {
    expect(commonTexts).toMatchObject({
      close: 'Cerrar',
      cancel: 'Cancelar',
      retry: 'Reintentar',
      understood: 'Entendido',
    });
    expect(Object.keys(commonTexts).sort()).toEqual([
      'cancel',
      'close',
      'retry',
      'sendingHint',
      'understood',
    ]);
  });
});
