// Budget (DESIGN.md): employee search over 500 employees under 1 ms per query after the debounce;
// over 10,000 and 20,000 under 10 ms. `npm run bench` runs this with vitest's benchmark runner and
// scripts/bench-budgets.mjs fails when a mean exceeds its budget.

import { parseEmployee } from '@src/domain/entities';
import { buildEmployeeIndex, searchEmployees } from '@src/domain/rules/employee-search';
import { bench, describe } from 'vitest';

const names = [
  'José',
  'María',
  'Ñusta',
  'Andrés',
  'Lucía',
  'Sebastián',
  'Camila',
  'Íñigo',
  'Valentina',
  'Óscar',
];
const surnames = [
  'Peña',
  'Gómez',
  'Muñoz',
  'Rodríguez',
  'Cárdenas',
  'Núñez',
  'Ávila',
  'Londoño',
  'Zúñiga',
  'Ortíz',
];

function employees(count: number) {
  return Array.from({ length: count }, (_, i) =>
    parseEmployee({
      employeeId: `E${i}`,
      names: `${names[i % names.length]} ${names[(i * 7) % names.length]}`,
      surnames: `${surnames[(i * 3) % surnames.length]} ${surnames[(i * 11) % surnames.length]}`,
      identificationDocumentNumber: String(10_000_000 + i * 37),
    }),
  );
}

const queries = ['jose', 'PEÑA', 'maria gomez', '1000', 'zzz-no-match', 'andres nunez'];

for (const size of [500, 10_000, 20_000]) {
  const index = buildEmployeeIndex(employees(size));
  let next = 0;
  describe(`employee search over ${size}`, () => {
    bench(`query over ${size} employees`, () => {
      searchEmployees(index, queries[next++ % queries.length] ?? '');
    });
  });
}
