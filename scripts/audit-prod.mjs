#!/usr/bin/env node
// CI's dependency audit: `npm audit --omit=dev --json`, failing on any high or critical advisory in what
// the app ships. When the registry's audit service cannot be reached (this workplace's registry access
// answers 405 to the audit POST), it says so loudly and passes, unless AUDIT_REQUIRED=1: an audit that
// could not run is reported as not run, never as clean.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Severities that fail the audit. */
export const failingSeverities = ['high', 'critical'];

/**
 * Reads npm audit's JSON report: `checked` when it holds a vulnerability count, `ok` when nothing of a
 * failing severity was found (or nothing could be checked), and a line for the log.
 */
export function auditVerdict(report) {
  const counts = report?.metadata?.vulnerabilities;
  if (counts && typeof counts === 'object') {
    const failing = failingSeverities.reduce((sum, severity) => sum + (Number(counts[severity]) || 0), 0);
    const names = Object.entries(report.vulnerabilities ?? {})
      .filter(([, entry]) => failingSeverities.includes(entry?.severity))
      .map(([name, entry]) => `${name} (${entry.severity})`);
    const total = Number(counts.total) || 0;
    return {
      checked: true,
      ok: failing === 0,
      summary:
        failing === 0
          ? `npm audit --omit=dev: no high or critical advisory (${total} in all).`
          : `npm audit --omit=dev: ${failing} high or critical: ${names.join(', ')}.`,
    };
  }
  const reason = report?.message ?? report?.error?.summary ?? 'respuesta inesperada';
  const unreachable = typeof report?.statusCode === 'number' || report?.error?.code === 'ENOAUDIT';
  return {
    checked: false,
    ok: unreachable,
    summary: unreachable
      ? `npm audit --omit=dev was NOT checked: the audit service could not be reached (${reason}).`
      : `npm audit --omit=dev gave no report: ${reason}.`,
  };
}

function main() {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
    cwd: resolve(import.meta.dirname, '..'),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  let report;
  try {
    report = JSON.parse(run.stdout);
  } catch {
    report = { message: (run.stderr || run.stdout || 'sin salida').trim().split('\n').at(-1) };
  }
  const verdict = auditVerdict(report);
  const required = process.env.AUDIT_REQUIRED === '1';
  if (verdict.checked || verdict.ok === false) console.log(verdict.summary);
  else console.warn(`WARNING: ${verdict.summary}${required ? '' : ' (AUDIT_REQUIRED=1 makes this fail.)'}`);
  if (!verdict.ok || (required && !verdict.checked)) process.exit(1);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
