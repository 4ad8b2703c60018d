// The read use cases of SPEC §6 on calls 8-10 (docs/decisions/0006): every demo account holds all three,
// so each case narrows carla.consulta's use cases in UN-ANDINA in this test's own database first.
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { headersOf } from './support/calls-table';
import { startTestStack, type TestStack } from './support/test-stack';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 90_000 });

let stack: TestStack;
let carla: string;

beforeAll(async () => {
  stack = await startTestStack();
  carla = await stack.tokenFor('carla.consulta');
}, 60_000);

afterAll(async () => {
  await stack?.dispose();
});

const readOnly = ['CheckContractDetails', 'VacationDetailsInProcess', 'CheckDetailsOfTheCertificateRequest'];

async function giveCarla(useCases: string[]) {
  await stack.db.query(
    `UPDATE staff_business_units SET use_cases = $1
     WHERE business_unit_code = 'UN-ANDINA' AND staff_id = (SELECT staff_id FROM staff WHERE account_id = 'carla.consulta')`,
    [JSON.stringify(useCases)],
  );
}

beforeEach(async () => {
  await giveCarla(readOnly);
});

const get = (path: string, action: string) =>
  stack.call(path, { headers: headersOf({ token: carla, unit: 'UN-ANDINA', action }) });

const employee = async () => {
  const response = await get('/employee-query/employees/100001', 'SearchByIdEmployee');
  expect(response.status).toBe(200);
  return (await response.json()) as { names: string; employmentContracts: Record<string, unknown>[] };
};

const requests = (type?: string) =>
  get(
    `/employee-portal-query/human-resources-requests?employeeId=100001${type ? `&humanResourceRequestType=${type}` : ''}`,
    'SearchAllHumanResourcesRequest',
  );

const typesOf = async (response: Response) =>
  new Set(
    ((await response.json()) as { humanResourceRequestType: string }[]).map(
      (r) => r.humanResourceRequestType,
    ),
  );

describe('call 8: contract details need CheckContractDetails', () => {
  test('with it, the contracts come whole', async () => {
    const contract = (await employee()).employmentContracts[0];
    expect(contract).toHaveProperty('branchOfficeName');
    expect(contract).toHaveProperty('remunerationProfileName');
    expect(contract).toHaveProperty('contractRemunerationAssignments');
  });

  test('without it, the employee still answers, its contracts cut down to what the header and wizards need', async () => {
    await giveCarla(['VacationDetailsInProcess', 'CheckDetailsOfTheCertificateRequest']);
    const found = await employee();
    expect(found.names).not.toBe('');
    expect(found.employmentContracts.length).toBeGreaterThan(0);
    for (const contract of found.employmentContracts) {
      expect(Object.keys(contract).sort()).toEqual(
        expect.arrayContaining(['contractId', 'contractNumber', 'contractStatus', 'contractType']),
      );
      for (const detail of [
        'branchOfficeName',
        'formalizedStartDate',
        'workSchedule',
        'remunerationProfileName',
        'contractRemunerationAssignments',
        'costCenterName',
        'positionsByEmployeeAndCompany',
        'regulatoryFrameworkName',
      ]) {
        expect(contract).not.toHaveProperty(detail);
      }
    }
    expect(found.employmentContracts.some((contract) => Array.isArray(contract.vacationsHistory))).toBe(true);
  });

  test('call 9 (pending days, shown in every employee banner) needs no read use case', async () => {
    await giveCarla([]);
    expect(
      (await get('/employee-query/employees/100001', 'SearchDaysPendingPerContractByEmployee')).status,
    ).toBe(200);
  });
});

describe('call 10: vacation requests need VacationDetailsInProcess, certifications CheckDetailsOfTheCertificateRequest', () => {
  test('with both, every type is listed', async () => {
    const types = await typesOf(await requests());
    expect(types).toContain('VacationsEnjoyed');
    expect(types).toContain('PaidVacations');
    expect(types).toContain('Certification');
    expect((await requests('Certification')).status).toBe(200);
  });

  test('without VacationDetailsInProcess, asking for vacation requests is refused and the full list leaves them out', async () => {
    await giveCarla(['CheckContractDetails', 'CheckDetailsOfTheCertificateRequest']);
    for (const type of ['VacationsEnjoyed', 'PaidVacations', 'vacationsenjoyed']) {
      const refused = await requests(type);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toContain('VacationDetailsInProcess');
    }
    expect((await requests('Certification')).status).toBe(200);
    const types = await typesOf(await requests());
    expect(types).not.toContain('VacationsEnjoyed');
    expect(types).not.toContain('PaidVacations');
    expect(types).toContain('Certification');
    expect(types).toContain('Onboarding');
  });

  test('without CheckDetailsOfTheCertificateRequest, certifications are refused and left out', async () => {
    await giveCarla(['CheckContractDetails', 'VacationDetailsInProcess']);
    const refused = await requests('Certification');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toContain(
      'CheckDetailsOfTheCertificateRequest',
    );
    expect((await requests('VacationsEnjoyed')).status).toBe(200);
    const types = await typesOf(await requests());
    expect(types).not.toContain('Certification');
    expect(types).toContain('VacationsEnjoyed');
  });

  test('types outside vacations and certifications (the requests board) need no read use case', async () => {
    await giveCarla([]);
    expect((await requests('Onboarding')).status).toBe(200);
    const types = await typesOf(await requests());
    expect(types.size).toBeGreaterThan(0);
    for (const hidden of ['VacationsEnjoyed', 'PaidVacations', 'Certification'])
      expect(types).not.toContain(hidden);
  });
});
