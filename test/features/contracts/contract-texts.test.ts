import { contractActionTexts } from '@src/features/contracts/contract-texts';
import { expect, test } from 'vitest';

test("the sent flag names a request without a number as 'XXXXXX' (SPEC §9)", () => {
  expect(contractActionTexts.sentDetail('AND-2022-00013', '')).toBe(
    'Contrato AND-2022-00013 · Número de solicitud: XXXXXX',
  );
  expect(contractActionTexts.sentDetail('AND-2022-00013', '2026-0042')).toBe(
    'Contrato AND-2022-00013 · Número de solicitud: 2026-0042',
  );
});
