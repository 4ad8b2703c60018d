// The load bench's accounts (STACK_LOAD_ACCOUNTS): carga.001… exist only in a stack started
// with them, each a staff member of UN-ANDINA with every use case; the demo's accounts and seed stay as
// they are.
import { allUseCases } from '@src/domain/permissions';
import { checkCredentials, findDemoAccount, loadAccounts } from '@stack/accounts';
import { settingsFromEnv } from '@stack/config';
import { generateSeed } from '@stack/seed/generate';
import { describe, expect, test } from 'vitest';

const day = new Date('2026-03-10T15:00:00Z');

describe('the load accounts', () => {
  test('sign in only when the stack has them, up to its count', () => {
    expect(checkCredentials('carga.001', 'demo')).toBeUndefined();
    expect(checkCredentials('carga.001', 'demo', 2)?.accountId).toBe('carga.001');
    expect(checkCredentials(' CARGA.002 ', 'demo', 2)?.accountId).toBe('carga.002');
    expect(checkCredentials('carga.003', 'demo', 2)).toBeUndefined();
    expect(checkCredentials('carga.000', 'demo', 2)).toBeUndefined();
    expect(checkCredentials('carga.001', 'otra', 2)).toBeUndefined();
    expect(findDemoAccount('carga.1', 5)).toBeUndefined();
    expect(findDemoAccount('ana.admin', 5)?.name).toBe('Ana Sofía Gutiérrez');
    // No document number of theirs is an employee's or another account's.
    const numbers = loadAccounts(200).map((account) => account.identificationDocumentNumber);
    expect(new Set(numbers).size).toBe(200);
    const employees = new Set(
      generateSeed(day).employees.map((e) => String(e.document.identificationDocumentNumber)),
    );
    expect(numbers.filter((number) => employees.has(number))).toEqual([]);
  });

  test('are seeded as staff of UN-ANDINA with every use case, after the demo staff', () => {
    const demo = generateSeed(day);
    const seed = generateSeed(day, { loadAccounts: 2 });
    expect(seed.staff.slice(0, demo.staff.length)).toEqual(demo.staff);
    const added = seed.staff.slice(demo.staff.length);
    expect(added.map((member) => member.accountId)).toEqual(['carga.001', 'carga.002']);
    for (const member of added) {
      expect(member.units).toEqual([
        { unitCode: 'UN-ANDINA', roleName: 'Carga (banco de pruebas)', useCases: [...allUseCases] },
      ]);
    }
    expect(JSON.stringify(seed.employees)).toBe(JSON.stringify(demo.employees));
  });

  test('STACK_LOAD_ACCOUNTS reads 0 to 200; anything else is none', () => {
    expect(settingsFromEnv({}).loadAccounts).toBe(0);
    expect(settingsFromEnv({ STACK_LOAD_ACCOUNTS: '20' }).loadAccounts).toBe(20);
    expect(settingsFromEnv({ STACK_LOAD_ACCOUNTS: '201' }).loadAccounts).toBe(0);
    expect(settingsFromEnv({ STACK_LOAD_ACCOUNTS: 'muchas' }).loadAccounts).toBe(0);
  });
});
