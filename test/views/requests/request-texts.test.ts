import { parseRequestHistory } from '@src/domain/entities';
import { historyEntryFacts } from '@src/domain/rules/history';
import { historyEntryLines, requestTableTexts, wizardTexts } from '@src/views/requests/request-texts';
import { describe, expect, test } from 'vitest';

// SPEC §9's fallback for a missing request number, wherever a request is named by its number.
describe('a request without a number is named XXXXXX', () => {
  test('in the wizard success modal', () => {
    expect(wizardTexts.sentBody('')).toBe('Número de solicitud: XXXXXX');
    expect(wizardTexts.sentBody('2026-0042')).toBe('Número de solicitud: 2026-0042');
  });

  test('in the details title, the row buttons and the discard question', () => {
    expect(requestTableTexts.detailsTitle('')).toBe('Solicitud XXXXXX');
    expect(requestTableTexts.viewDetailsOf(' ')).toBe('Ver detalles de la solicitud XXXXXX');
    expect(requestTableTexts.deleteOf('')).toBe('Eliminar la solicitud XXXXXX');
    expect(requestTableTexts.discardQuestion('')).toBe('Indica por qué se descarta la solicitud XXXXXX.');
    expect(requestTableTexts.detailsTitle('2026-0042')).toBe('Solicitud 2026-0042');
  });
});

// What each history entry says, in Spanish, line by line.
describe('a history entry in words', () => {
  const linesOf = (entry: Record<string, unknown>) => {
    const [parsed] = parseRequestHistory([
      {
        recordedAt: '2026-11-21T14:05:00.000Z',
        accountId: 'ana.admin',
        personName: 'Ana Sofía Gutiérrez',
        ...entry,
      },
    ]);
    if (!parsed) throw new Error('no entry');
    return historyEntryLines(historyEntryFacts(parsed));
  };

  test('created: its first status; when in Bogotá time and who', () => {
    expect(linesOf({ event: 'created', statusFrom: '', statusTo: 'supervisor_approval' })).toEqual({
      what: 'Solicitud creada',
      when: '21/Nov/2026 09:05',
      who: 'Ana Sofía Gutiérrez',
      detail: '',
      status: 'Estado: Aprobación Jefe Inmediato',
      words: '',
    });
  });

  test('the person in charge, a requirement, its evaluation undone and a task name what changed', () => {
    expect(
      linesOf({
        event: 'responsibleChanged',
        detail: { previousResponsible: '', newResponsible: 'Ana Sofía Gutiérrez' },
      }),
    ).toMatchObject({
      what: 'Cambio de responsable',
      detail: 'Queda a cargo: Ana Sofía Gutiérrez',
    });
    expect(
      linesOf({
        event: 'responsibleChanged',
        detail: { previousResponsible: 'Alberto Núñez', newResponsible: 'Ana Sofía Gutiérrez' },
      }).detail,
    ).toBe('A cargo: Alberto Núñez → Ana Sofía Gutiérrez');
    expect(
      linesOf({
        event: 'responsibleChanged',
        detail: { previousResponsible: 'Alberto Núñez', newResponsible: '' },
      }).detail,
    ).toBe('Deja de estar a cargo: Alberto Núñez');
    expect(linesOf({ event: 'responsibleChanged' }).detail).toBe('');
    expect(
      linesOf({
        event: 'requirementEvaluated',
        detail: { requirementName: 'Hoja de vida', requirementTag: 'Cumple' },
      }),
    ).toMatchObject({ what: 'Requisito evaluado', detail: '«Hoja de vida»: Cumple' });
    expect(
      linesOf({
        event: 'requirementUndone',
        detail: { requirementName: 'Verificación de referencias', requirementTag: 'Sin Evaluar' },
      }),
    ).toMatchObject({
      what: 'Evaluación de requisito deshecha',
      detail: '«Verificación de referencias»: Sin Evaluar',
    });
    expect(linesOf({ event: 'taskRun', detail: { taskName: 'Elaborar contrato' } })).toMatchObject({
      what: 'Tarea realizada',
      detail: '«Elaborar contrato»',
    });
    // A detail the services left empty says nothing rather than empty quotes.
    expect(linesOf({ event: 'taskRun' }).detail).toBe('');
  });

  test('an answer and a discard: the status from → to and the person’s words, quoted', () => {
    expect(
      linesOf({
        event: 'rejected',
        personName: 'Fabio Ibáñez',
        statusFrom: 'supervisor_approval',
        statusTo: 'rejected',
        words: 'No hay quien cubra el cargo ese mes.',
      }),
    ).toMatchObject({
      what: 'Solicitud rechazada',
      who: 'Fabio Ibáñez',
      status: 'Estado: Aprobación Jefe Inmediato → Rechazada',
      words: 'Observaciones: «No hay quien cubra el cargo ese mes.»',
    });
    expect(
      linesOf({
        event: 'approved',
        statusFrom: 'supervisor_approval',
        statusTo: 'HR_compliance_verification',
        words: 'Buen viaje.',
      }),
    ).toMatchObject({ what: 'Solicitud aprobada', words: 'Observaciones: «Buen viaje.»' });
    expect(
      linesOf({
        event: 'discarded',
        statusFrom: 'onboarding_in_progress',
        statusTo: 'canceled',
        words: 'Ya no aplica.',
      }),
    ).toMatchObject({
      what: 'Descarte de la solicitud',
      status: 'Estado: Vinculación en Progreso → Cancelada',
      words: 'Justificación: «Ya no aplica.»',
    });
    expect(
      linesOf({
        event: 'statusChanged',
        statusFrom: 'HR_compliance_verification',
        statusTo: 'closed',
        words: 'Listo.',
      }),
    ).toMatchObject({
      what: 'Cambio de estado',
      status: 'Estado: Verificación en Gestión Humana → Cerrada',
      words: 'Comentario: «Listo.»',
    });
  });

  test('an event the app does not know, and nobody named, still read as a change', () => {
    expect(linesOf({ event: 'archived', personName: '', accountId: '' })).toMatchObject({
      what: 'Cambio en la solicitud',
      who: 'Persona sin nombre',
    });
  });
});
