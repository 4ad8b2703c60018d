import { describe, expect, it } from 'vitest';
import { parseHumanResourceRequest } from '../../src/domain/entities';
import { fetchErrorText, inProcess, listedRequest } from '../../src/domain/rules/requests-list';

const request = (id: string, status: string) =>
  parseHumanResourceRequest({ humanResourceRequestId: id, humanResourceRequestStatus: status });

describe('requests list rules', () => {
  it('lists the requests still in process: closed, rejected and canceled ones leave', () => {
    const list = [request('A', 'supervisor_approval'), request('B', 'canceled'), request('C', 'closed')];
    expect(inProcess(list).map((item) => item.humanResourceRequestId)).toEqual(['A']);
  });

  it('finds the listed request a row names, and never another one', () => {
    const requests = [request('A', 'supervisor_approval')];
    expect(listedRequest({ requests }, 'A')?.humanResourceRequestId).toBe('A');
    expect(listedRequest({ requests }, 'MISSING')).toBeUndefined();
  });

  it('names the request types of the error toast in Spanish', () => {
    expect(fetchErrorText(['VacationsEnjoyed', 'PaidVacations'])).toBe(
      'Error al obtener solicitudes de tipo "Vacaciones Disfrutadas, Vacaciones Pagadas"',
    );
    expect(fetchErrorText([])).toBe('Error al obtener solicitudes');
  });
});
