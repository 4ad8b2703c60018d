import { parseHumanResourceRequest } from '@src/domain/entities';
import {
  contractDecisionData,
  contractDecisionErrors,
  contractDecisionFacts,
  emptyContractDecision,
  requestTitleOf,
} from '@src/domain/rules/contract-decisions';
import { describe, expect, test } from 'vitest';

const now = new Date('2026-11-23T15:00:00.000Z');
const fixedTerm = { deadline: '2027-03-31' };
const draft = (values: Partial<typeof emptyContractDecision>) => ({ ...emptyContractDecision, ...values });

describe('contractDecisionErrors', () => {
  test('Terminar: a retirement date after today and not after the deadline, and a reason', () => {
    expect(contractDecisionErrors('terminate', draft({}), fixedTerm, now)).toEqual({
      retirementDate: 'Este campo es obligatorio',
      retirementReason: 'Este campo es obligatorio',
    });
    expect(
      contractDecisionErrors(
        'terminate',
        draft({ retirementDate: '23/Nov/2026', retirementReason: 'x' }),
        fixedTerm,
        now,
      ),
    ).toEqual({ retirementDate: 'La fecha no puede ser anterior o igual al día actual' });
    expect(
      contractDecisionErrors(
        'terminate',
        draft({ retirementDate: '2027-04-01', retirementReason: 'x' }),
        fixedTerm,
        now,
      ),
    ).toEqual({
      retirementDate:
        'La fecha de retiro no puede ser posterior a la fecha de finalización del contrato (31/Mar/2027).',
    });
    expect(
      contractDecisionErrors(
        'terminate',
        draft({ retirementDate: '31/Feb/2027', retirementReason: 'x' }),
        fixedTerm,
        now,
      ).retirementDate,
    ).toBe('Formato de fecha incorrecto. Ejemplo de formato: 01/Ene/1990.');
    expect(
      contractDecisionErrors(
        'terminate',
        draft({ retirementDate: '15/Dic/2026', retirementReason: 'r'.repeat(201) }),
        undefined,
        now,
      ),
    ).toEqual({ retirementReason: 'Debe tener máximo 200 caracteres' });
    expect(
      contractDecisionErrors(
        'terminate',
        draft({ retirementDate: '31/Mar/2027', retirementReason: 'Renuncia' }),
        fixedTerm,
        now,
      ),
    ).toEqual({});
  });

  test('Renovar: a new end date after today and after the current deadline', () => {
    expect(contractDecisionErrors('renew', draft({ newDeadline: '2027-03-31' }), fixedTerm, now)).toEqual({
      newDeadline: 'La nueva fecha de finalización debe ser posterior a la actual (31/Mar/2027).',
    });
    expect(contractDecisionErrors('renew', draft({ newDeadline: '01/Abr/2027' }), fixedTerm, now)).toEqual(
      {},
    );
    expect(
      contractDecisionErrors('renew', draft({ newDeadline: '01/Abr/2020' }), { deadline: '2019-01-01' }, now),
    ).toEqual({ newDeadline: 'La fecha no puede ser anterior o igual al día actual' });
  });

  test('Modificar: at least one change, each one well formed', () => {
    expect(contractDecisionErrors('modify', draft({}), fixedTerm, now)).toEqual({
      newPosition: 'Indica al menos un cambio: cargo, salario, jornada laboral o modalidad de trabajo.',
    });
    expect(
      contractDecisionErrors(
        'modify',
        draft({ newSalary: '0', newWorkSchedule: 'Siesta', newJobModality: 'Office' }),
        fixedTerm,
        now,
      ),
    ).toEqual({
      newSalary: 'El valor debe ser mayor a 0',
      newWorkSchedule: 'Selecciona una opción de la lista.',
      newJobModality: 'Selecciona una opción de la lista.',
    });
    expect(
      contractDecisionErrors('modify', draft({ newJobModality: 'Telecommuting' }), fixedTerm, now),
    ).toEqual({});
  });
});

describe('what is recorded and shown', () => {
  test('contractDecisionData keeps only the action’s fields, dates as yyyy-mm-dd, the salary as a number', () => {
    const typed = draft({
      retirementDate: '15/Dic/2026',
      retirementReason: ' Renuncia ',
      newDeadline: '01/Abr/2027',
      newSalary: '5200000',
      newWorkSchedule: 'PartTimeJob',
    });
    expect(contractDecisionData('terminate', typed)).toEqual({
      retirementDate: '2026-12-15',
      retirementReason: 'Renuncia',
    });
    expect(contractDecisionData('renew', typed)).toEqual({ newDeadline: '2027-04-01' });
    expect(contractDecisionData('modify', typed)).toEqual({
      newSalary: 5200000,
      newWorkSchedule: 'PartTimeJob',
    });
  });

  test('a renewal and a modification are titled by their action, not as Traslado de cargo', () => {
    const request = (data: object, type = 'PositionTransfer') =>
      parseHumanResourceRequest({ humanResourceRequestType: type, humanResourceRequestData: data });
    expect(requestTitleOf(request({ contractAction: 'renew' }))).toBe('Renovación de contrato');
    expect(requestTitleOf(request({ contractAction: 'modify' }))).toBe('Modificación de contrato');
    expect(requestTitleOf(request({}))).toBe('Traslado de cargo');
    expect(requestTitleOf(request({ contractAction: 'terminate' }, 'LeavingTheJob'))).toBe('Retiro');
  });

  test('contractDecisionFacts reads the decision back, from an object or a JSON text', () => {
    const terminate = parseHumanResourceRequest({
      humanResourceRequestData: JSON.stringify({
        contractAction: 'terminate',
        retirementDate: '2026-12-15',
        retirementReason: 'Renuncia voluntaria',
      }),
    });
    expect(contractDecisionFacts(terminate)).toEqual([
      { term: 'Fecha de retiro', description: '15/Dic/2026' },
      { term: 'Motivo de retiro', description: 'Renuncia voluntaria' },
    ]);
    const modify = parseHumanResourceRequest({
      humanResourceRequestData: {
        contractAction: 'modify',
        newSalary: 5200000,
        newJobModality: 'HibridWork',
      },
    });
    expect(contractDecisionFacts(modify).map((fact) => `${fact.term}: ${fact.description}`)).toEqual([
      'Nuevo salario: $\u00a05.200.000',
      'Nueva modalidad de trabajo: Trabajo híbrido',
    ]);
    expect(contractDecisionFacts(parseHumanResourceRequest({ humanResourceRequestData: {} }))).toEqual([]);
  });
});
