// That the app's code imports zod only through src/domain/zod.ts is the architecture checker's
// `zod-through-domain` rule (scripts/architecture.ts); here, what that module sets.
import { parseEmployee } from '@src/domain/entities';
import { describe, expect, test } from 'vitest';
import { z as zod } from 'zod';

describe('zod under the Content-Security-Policy', () => {
  test('parses jitless: no `new Function` probe, which the CSP reports as a violation on every page', () => {
    expect(parseEmployee({ employeeId: 'E1' }).employeeId).toBe('E1');
    expect(zod.config().jitless).toBe(true);
  });
});
