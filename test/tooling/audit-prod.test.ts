import { describe, expect, test } from 'vitest';
// @ts-expect-error plain JavaScript module without types
import { auditVerdict } from '../../scripts/audit-prod.mjs';

const report = (
  counts: Record<string, number>,
  vulnerabilities: Record<string, { severity: string }> = {},
) => ({
  auditReportVersion: 2,
  vulnerabilities,
  metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0, ...counts } },
});

describe("CI's audit of the shipped dependencies (npm audit --omit=dev)", () => {
  test('passes with no advisory, or only low and moderate ones', () => {
    expect(auditVerdict(report({}))).toMatchObject({ checked: true, ok: true });
    expect(auditVerdict(report({ low: 2, moderate: 1, total: 3 }))).toMatchObject({
      checked: true,
      ok: true,
    });
  });

  test('fails on a high or critical advisory and names the package', () => {
    const high = auditVerdict(report({ high: 1, total: 1 }, { 'paquete-x': { severity: 'high' } }));
    expect(high).toMatchObject({ checked: true, ok: false });
    expect(high.summary).toContain('paquete-x (high)');
    expect(auditVerdict(report({ critical: 1, total: 1 }))).toMatchObject({ ok: false });
  });

  test('says "NOT checked" when the audit service cannot be reached, and fails on output it cannot read', () => {
    const unreachable = auditVerdict({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
    });
    expect(unreachable).toMatchObject({ checked: false, ok: true });
    expect(unreachable.summary).toContain('NOT checked');
    expect(auditVerdict({ message: 'algo raro' })).toMatchObject({ checked: false, ok: false });
    expect(auditVerdict(undefined)).toMatchObject({ checked: false, ok: false });
  });
});
