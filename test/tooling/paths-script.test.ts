import { describe, expect, test } from 'vitest';
import { registry } from '../../machines/index';
import { pathsText } from '../../scripts/paths';

describe('npm run paths [name]', () => {
  test('prints every path of a machine as numbered plain-words steps', () => {
    const text = pathsText('app-loading') ?? '';
    expect(text).toContain('app-loading — login/loading-app');
    expect(text).toContain('Path 1 (');
    expect(text).toContain(
      '  2. In loading, after the appLoading delay (2000 ms) → toVacationApproval (final).',
    );
    expect(text).toContain('  1. Start with sin ruta inicial guardada: the flow is in loading.');
  });

  test('names the actor outcome on each done or error step', () => {
    const text = pathsText('credential-check') ?? '';
    expect(text).toContain('In fetchingUnits, fetchBusinessUnits fails: fallo de red → settling.');
    expect(text).toContain('after the credentialCheck delay (1000 ms) → noUnits (final).');
  });

  test('prints something for every registered machine and nothing for an unknown name', () => {
    for (const entry of registry) expect(pathsText(entry.name)).toMatch(/Path 1 /);
    expect(pathsText('no-such-machine')).toBeUndefined();
  });
});
