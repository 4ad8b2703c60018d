import { parseHumanResourceRequest } from '@src/domain/entities';
import { fetchErrorText, inProcess, listedRequest } from '@src/domain/rules/requests-list';
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
    expect(fetchErrorText(['VacationsEnjoyed', 'PaidVacations'])).toBe(
      'Error al obtener solicitudes de tipo "Vacaciones Disfrutadas, Vacaciones Pagadas"',
    );
    expect(fetchErrorText([])).toBe('Error al obtener solicitudes');
  });
});
