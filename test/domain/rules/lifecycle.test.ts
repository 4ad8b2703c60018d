import { parseHumanResourceRequest } from '@src/domain/entities';
import { requestStatuses, requestTypes } from '@src/domain/lookups';
import { permissionExplanations } from '@src/domain/permissions';
import {
  lifecycleAllows,
  lifecycleAppliesTo,
  lifecycleBlock,
  lifecycleMessages,
  lifecycleRefusal,
  lifecycleSteps,
  lifecycleTable,
} from '@src/domain/rules/lifecycle';
import { describe, expect, test } from 'vitest';

const lifecycleTypes = Object.keys(requestTypes);
const request = (type: string, status: string) =>
  parseHumanResourceRequest({
    humanResourceRequestType: type,
    humanResourceRequestStatus: status,
    humanResourceRequestNumber: '100001',
  });

const statuses = Object.keys(requestStatuses);

describe('the lifecycle table', () => {
  test('names every request type, and only statuses and steps that exist', () => {
    expect(Object.keys(lifecycleTable).sort()).toEqual([...lifecycleTypes].sort());
    for (const row of Object.values(lifecycleTable)) {
      for (const [status, steps] of Object.entries(row)) {
        expect(statuses).toContain(status);
        for (const step of steps) expect(lifecycleSteps).toContain(step);
      }
    }
  });

  test('nothing is done to a finished request, nor to an unknown type or status', () => {
    for (const type of lifecycleTypes)
      for (const status of ['closed', 'rejected', 'canceled', '', 'desconocido'])
        for (const step of lifecycleSteps) expect(lifecycleAllows(type, status, step)).toBe(false);
    for (const step of lifecycleSteps) {
      expect(lifecycleAllows('Inventado', 'supervisor_approval', step)).toBe(false);
      expect(lifecycleAllows('__proto__', 'supervisor_approval', step)).toBe(false);
      expect(lifecycleAllows('Onboarding', '__proto__', step)).toBe(false);
    }
  });

  test('a processed certification or position transfer and a taken vacation are not discarded', () => {
    expect(lifecycleAllows('Certification', 'successfully_processed', 'discard')).toBe(false);
    expect(lifecycleAllows('PositionTransfer', 'successfully_processed', 'discard')).toBe(false);
    expect(lifecycleAllows('VacationsEnjoyed', 'confirmation_of_vacation_taken', 'discard')).toBe(false);
    expect(lifecycleAllows('Certification', 'certification_generation', 'discard')).toBe(true);
    expect(lifecycleAllows('VacationsEnjoyed', 'HR_compliance_verification', 'discard')).toBe(true);
    expect(lifecycleAllows('Onboarding', 'onboarding_in_progress', 'discard')).toBe(true);
    expect(lifecycleRefusal(request('Certification', 'successfully_processed'), 'discard')).toEqual({
      status: 409,
      message: 'No se pudo eliminar la solicitud: en estado Tramitada con Éxito ya no se puede descartar.',
    });
    expect(
      lifecycleRefusal(request('VacationsEnjoyed', 'confirmation_of_vacation_taken'), 'discard'),
    ).toEqual({
      status: 409,
      message:
        'No se pudo eliminar la solicitud: en estado Confirmación Disfrute de vacaciones ya no se puede descartar.',
    });
  });

  test('only a vacation request awaiting its manager is answered', () => {
    for (const type of lifecycleTypes)
      for (const status of statuses)
        expect(lifecycleAllows(type, status, 'answer')).toBe(
          (type === 'VacationsEnjoyed' || type === 'PaidVacations') && status === 'supervisor_approval',
        );
    expect(lifecycleRefusal(request('Certification', 'supervisor_approval'), 'answer')).toEqual({
      status: 400,
      message: lifecycleMessages.answerType('100001'),
    });
    expect(lifecycleRefusal(request('PaidVacations', 'rejected'), 'answer')).toEqual({
      status: 409,
      message: 'Esta solicitud ya fue respondida. Estado actual: Rechazada.',
    });
  });

  test('the process steps (in charge, requirements, tasks) are an onboarding in progress only', () => {
    for (const step of ['assign', 'evaluate', 'runTask'] as const) {
      for (const type of lifecycleTypes) {
        expect(lifecycleAppliesTo(type, step)).toBe(type === 'Onboarding');
        for (const status of statuses)
          expect(lifecycleAllows(type, status, step)).toBe(
            type === 'Onboarding' && status === 'onboarding_in_progress',
          );
      }
      expect(lifecycleRefusal(request('PaidVacations', 'supervisor_approval'), step)).toEqual({
        status: 400,
        message: 'La solicitud 100001 no es una solicitud de vinculación.',
      });
      expect(lifecycleRefusal(request('Onboarding', 'canceled'), step)).toEqual({
        status: 409,
        message: permissionExplanations.requestFinished,
      });
      expect(lifecycleRefusal(request('Onboarding', 'onboarding_in_progress'), step)).toBeUndefined();
    }
  });
});

describe('what a person may do to a request (lifecycleBlock)', () => {
  const all = ['DiscardsRequestForLinkage', 'AddEmployeeLink', 'DiscardVacationInProcess'];

  test('an ended request (closed, rejected, canceled, successfully processed) says it ended, whoever asks', () => {
    for (const status of ['closed', 'rejected', 'canceled', 'successfully_processed'])
      for (const step of ['discard', 'assign', 'answer'] as const)
        for (const useCases of [all, []])
          expect(lifecycleBlock(request('Onboarding', status), step, useCases)).toBe(
            'La solicitud ya terminó.',
          );
  });

  test('then the use case of the step, then the table', () => {
    const onboarding = request('Onboarding', 'onboarding_in_progress');
    expect(lifecycleBlock(onboarding, 'discard', all)).toBe('');
    expect(lifecycleBlock(onboarding, 'assign', all)).toBe('');
    expect(lifecycleBlock(onboarding, 'discard', ['AddEmployeeLink'])).toBe(
      'No tiene privilegios para descartar solicitudes.',
    );
    expect(lifecycleBlock(onboarding, 'assign', [])).toBe('No tiene privilegios para asignar responsables.');
    expect(
      lifecycleBlock(request('PaidVacations', 'supervisor_approval'), 'discard', [
        'DiscardsRequestForLinkage',
      ]),
    ).toBe('No tiene privilegios para descartar solicitudes.');
    expect(lifecycleBlock(request('PaidVacations', 'supervisor_approval'), 'assign', all)).toBe(
      'La solicitud 100001 no es una solicitud de vinculación.',
    );
  });

  test('a canceled vacation request is not called answered', () => {
    expect(lifecycleRefusal(request('PaidVacations', 'canceled'), 'answer')?.message).toBe(
      'Esta solicitud fue cancelada: ya no se puede responder.',
    );
  });
});
