// The seed is generated relative to today from a fixed random seed: the same data on every machine.

import { parseEmployee, parseHumanResourceRequest } from '@src/domain/entities';
import { isContractValid } from '@src/domain/rules/contracts';
import { defaultAndinaEmployees, generateSeed } from '@stack/seed/generate';
import { describe, expect, test } from 'vitest';

const day = new Date('2026-03-10T15:00:00Z');

describe('the seed data', () => {
  test('is the same for the same day, and moves with the day', () => {
    expect(JSON.stringify(generateSeed(day))).toBe(JSON.stringify(generateSeed(new Date(day))));
    const later = generateSeed(new Date('2026-04-10T15:00:00Z'));
    expect(later.employees.map((employee) => employee.names)).toEqual(
      generateSeed(day).employees.map((employee) => employee.names),
    );
    expect(later.referenceDate).toBe('2026-04-10T00:00:00-05:00');
  });

  test('has at least 500 formalized employees in one unit, with accents, ñ and a José', () => {
    const seed = generateSeed(day);
    const andina = seed.employees.filter((employee) => employee.unitCode === 'UN-ANDINA');
    expect(
      andina.filter((employee) => employee.contractStatuses.includes('Formalized')).length,
    ).toBeGreaterThanOrEqual(500);
    expect(andina.some((employee) => employee.names.startsWith('José'))).toBe(true);
    expect(andina.some((employee) => /ñ/.test(employee.surnames))).toBe(true);
    expect(andina.some((employee) => /[áéíóú]/.test(employee.names))).toBe(true);
    expect(new Set(seed.employees.map((employee) => employee.employeeId)).size).toBe(seed.employees.length);
  });

  test('STACK_SEED_EMPLOYEES makes UN-ANDINA that large, after every row of the demo seed', () => {
    const demo = generateSeed(day);
    const large = generateSeed(day, { andinaEmployees: 2000 });
    const andina = large.employees.filter((employee) => employee.unitCode === 'UN-ANDINA');
    expect(andina).toHaveLength(2000);
    expect(demo.employees.filter((employee) => employee.unitCode === 'UN-ANDINA')).toHaveLength(
      defaultAndinaEmployees,
    );
    // The demo rows stay as they are: the large unit only adds.
    expect(JSON.stringify(large.employees.slice(0, demo.employees.length))).toBe(
      JSON.stringify(demo.employees),
    );
    expect(new Set(large.employees.map((employee) => employee.employeeId)).size).toBe(large.employees.length);
    expect(andina.filter((employee) => employee.contractStatuses.includes('Formalized'))).toHaveLength(2000);
    // Fewer than the demo's, or more than the cap, change nothing / stop at the cap.
    expect(generateSeed(day, { andinaEmployees: 10 }).employees).toHaveLength(demo.employees.length);
  });

  test('covers the contract cases of the spec, read with the app rules', () => {
    const seed = generateSeed(day);
    const employee = (id: string) =>
      parseEmployee(seed.employees.find((row) => row.employeeId === id)?.document);
    const jose = employee('100001');
    expect(jose.employmentContracts.filter((contract) => isContractValid(contract, day))).toHaveLength(1);
    expect(jose.employmentContracts).toHaveLength(3);
    expect(employee('100003').employmentContracts.some((contract) => isContractValid(contract, day))).toBe(
      false,
    );
    expect(employee('100002').employmentContracts.map((contract) => contract.contractStatus)).toContain(
      'InTheProcessOfEnding',
    );
    const linking = seed.requests.find((request) => request.employeeId === '100004');
    expect(linking).toMatchObject({ type: 'Onboarding', status: 'onboarding_in_progress' });
  });

  test('has vacation requests of its own numbers awaiting fabio.jefe, and keeps the counted numbers', () => {
    const seed = generateSeed(day);
    const awaiting = seed.requests
      .filter((request) => request.number.startsWith('1500'))
      .map((request) => parseHumanResourceRequest(request.document));
    expect(awaiting.map((request) => request.humanResourceRequestNumber)).toEqual([
      '150001',
      '150002',
      '150003',
      '150004',
    ]);
    for (const request of awaiting) {
      expect(request).toMatchObject({
        humanResourceRequestId: `HRR-${request.humanResourceRequestNumber}`,
        humanResourceRequestStatus: 'supervisor_approval',
        employeeId: '100002',
        userCodeInCharge: 'fabio.jefe',
      });
    }
    expect(awaiting.map((request) => request.humanResourceRequestType)).toEqual([
      'VacationsEnjoyed',
      'PaidVacations',
      'VacationsEnjoyed',
      'PaidVacations',
    ]);
    // The counter's numbers do not move: María's discardable payment request stays 100019.
    expect(seed.requests.find((request) => request.number === '100019')).toMatchObject({
      employeeId: '100002',
      type: 'PaidVacations',
    });
    expect(new Set(seed.requests.map((request) => request.number)).size).toBe(seed.requests.length);
  });

  test('has requests of every type and status, one with malformed data', () => {
    const requests = generateSeed(day).requests.map((request) => request.document);
    expect(new Set(requests.map((request) => request.humanResourceRequestType)).size).toBe(12);
    expect(new Set(requests.map((request) => request.humanResourceRequestStatus)).size).toBe(9);
    const malformed = requests.filter((request) => typeof request.humanResourceRequestData === 'string');
    expect(malformed).toHaveLength(1);
    expect(() => JSON.parse(String(malformed[0]?.humanResourceRequestData))).toThrow();
    expect(parseHumanResourceRequest(malformed[0]).humanResourceRequestData).toBeTypeOf('object');
  });

  test("tells each request's history: several people, a rejection and a discard with their words, in order", () => {
    const seed = generateSeed(day);
    const entriesOf = (id: string) => seed.history.filter((entry) => entry.requestId === id);
    for (const request of seed.requests) {
      const entries = entriesOf(request.id);
      // One entry per version, the first the creation into the request's first status, the last into its status now.
      expect(entries.map((entry) => entry.version)).toEqual(
        Array.from({ length: request.version }, (_, index) => index + 1),
      );
      expect(entries[0]).toMatchObject({ event: 'created', statusFrom: '' });
      expect(entries.at(-1)?.statusTo).toBe(request.status);
      const times = entries.map((entry) => Date.parse(entry.recordedAt));
      expect(times[0]).toBe(Date.parse(request.date));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(Math.max(...times)).toBeLessThan(day.getTime());
      for (const [index, entry] of entries.entries())
        if (index > 0) expect(entry.statusFrom).toBe(entries[index - 1]?.statusTo);
    }
    expect(new Set(seed.history.map((entry) => entry.personName)).size).toBeGreaterThanOrEqual(3);
    expect(entriesOf('HRR-00017').at(-1)).toMatchObject({
      event: 'rejected',
      personName: 'Fabio Ibáñez',
      words: 'No hay reemplazo disponible en esas fechas; proponga otro mes.',
    });
    expect(entriesOf('HRR-00012').at(-1)).toMatchObject({
      event: 'discarded',
      personName: 'Alberto Núñez',
      statusTo: 'canceled',
      words: 'José pidió retirar el permiso: ya no viaja esa semana.',
    });
    expect(entriesOf('HRR-00003').map((entry) => entry.event)).toEqual([
      'created',
      'responsibleChanged',
      'approved',
    ]);
    // José's onboarding: its three done tasks and their seven requirements, by the person in charge.
    const onboarding = entriesOf('HRR-00018');
    expect(onboarding.filter((entry) => entry.event === 'taskRun')).toHaveLength(3);
    expect(onboarding.filter((entry) => entry.event === 'requirementEvaluated')).toHaveLength(7);
  });
});
