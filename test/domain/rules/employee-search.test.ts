import { parseEmployee } from '@src/domain/entities';
import { buildEmployeeIndex, employeeNamedBy, searchEmployees } from '@src/domain/rules/employee-search';
import { describe, expect, test } from 'vitest';

describe('buildEmployeeIndex and searchEmployees', () => {
  const employees = [
    parseEmployee({
      employeeId: '1',
      names: 'José',
      surnames: 'Núñez Peña',
      identificationDocumentNumber: '1020304050',
    }),
    parseEmployee({
      employeeId: '2',
      names: 'Ana María',
      surnames: 'Gómez',
      identificationDocumentNumber: '52998877',
    }),
    parseEmployee({
      employeeId: '3',
      names: 'Álvaro',
      surnames: 'Díaz',
      identificationDocumentNumber: '79111222',
    }),
  ];
  const index = buildEmployeeIndex(employees);
  const ids = (query: string) => searchEmployees(index, query).map((entry) => entry.employee.employeeId);

  test('matches names, surnames and ID number without accents or case', () => {
    expect(ids('jose nunez')).toEqual(['1']);
    expect(ids('PENA')).toEqual(['1']);
    expect(ids('alvaro')).toEqual(['3']);
    expect(ids('5299')).toEqual(['2']);
    expect(ids('maria gomez')).toEqual(['2']);
    expect(ids('zzz')).toEqual([]);
    expect(ids('')).toEqual(['1', '2', '3']);
    expect(searchEmployees(index, '', 1)).toHaveLength(1);
    expect(index[0]?.label).toBe('José Núñez Peña');
  });
});

describe('employeeNamedBy', () => {
  test('employeeNamedBy: the one employee the typed full name or ID number names, accents and case aside', () => {
    const index = buildEmployeeIndex([
      parseEmployee({
        employeeId: 'E-1',
        names: 'José',
        surnames: 'Núñez',
        identificationDocumentNumber: '1010',
      }),
      parseEmployee({
        employeeId: 'E-2',
        names: 'Ana',
        surnames: 'Ríos',
        identificationDocumentNumber: '2020',
      }),
    ]);
    expect(employeeNamedBy(index, 'jose nunez')?.employeeId).toBe('E-1');
    expect(employeeNamedBy(index, '2020')?.employeeId).toBe('E-2');
    expect(employeeNamedBy(index, 'jos')).toBeUndefined();
    expect(employeeNamedBy(index, '  ')).toBeUndefined();
  });
});
