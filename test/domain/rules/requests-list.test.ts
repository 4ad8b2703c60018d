import { parseHumanResourceRequest } from '@src/domain/entities';
import {
  failedRequestTypes,
  fetchErrorText,
  inProcess,
  listedRequest,
  RequestTypesFailure,
} from '@src/domain/rules/requests-list';
import { describe, expect, test } from 'vitest';

const request = (id: string, status: string) =>
  parseHumanResourceRequest({ humanResourceRequestId: id, humanResourceRequestStatus: status });

describe('inProcess, listedRequest and fetchErrorText', () => {
  test('lists the requests still in process: closed, rejected and canceled ones leave', () => {
    const list = [request('A', 'supervisor_approval'), request('B', 'canceled'), request('C', 'closed')];
    expect(inProcess(list).map((item) => item.humanResourceRequestId)).toEqual(['A']);
  });

  test('finds the listed request a row names, and never another one', () => {
    const requests = [request('A', 'supervisor_approval')];
    expect(listedRequest({ requests }, 'A')?.humanResourceRequestId).toBe('A');
    expect(listedRequest({ requests }, 'MISSING')).toBeUndefined();
  });

  test('names the request types of the error toast in Spanish', () => {
    expect(fetchErrorText(['PaidVacations'])).toBe(
      'Error al obtener solicitudes de tipo "Vacaciones Pagadas"',
    );
    expect(fetchErrorText([])).toBe('Error al obtener solicitudes');
  });

  test("a text past the toast description's 80 characters is cut inside the quotes, which stay", () => {
    const text = fetchErrorText(['VacationsEnjoyed', 'PaidVacations']);
    expect(Array.from(text)).toHaveLength(80);
    expect(text).toBe('Error al obtener solicitudes de tipo "Vacaciones Disfrutadas, Vacaciones Pagad…"');
  });

  test('the types that failed: those the failure names, else every type listed', () => {
    const listed = ['VacationsEnjoyed', 'PaidVacations'];
    expect(failedRequestTypes(new RequestTypesFailure(['PaidVacations'], new Error('500')), listed)).toEqual([
      'PaidVacations',
    ]);
    expect(failedRequestTypes(new Error('500'), listed)).toEqual(listed);
    expect(failedRequestTypes('Todos los intentos fallaron.', listed)).toEqual(listed);
  });
});
