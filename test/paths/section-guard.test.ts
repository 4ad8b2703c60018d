// A path-level check that each script's input can open its screen through the app's real section guard
// (src/app/guards.tsx: canEnterSection of src/domain/permissions.ts): the path tests
// render a view with its actor injected, so without this a script could expect a screen the route never
// shows ('Acción inhabilitada' comes first). An input that cannot enter must be marked automatedOnly
// (it stays a machine test and leaves the tester's suite).

import { appRoutes } from '@src/app/router';
import { canEnterSection } from '@src/domain/permissions';
import { approvalOfAddress } from '@src/domain/rules/approval';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { PathInput } from '../support/path-model';
import { pathConfigs } from './configs';

type Input = { useCases?: string[]; kind?: string; area?: string };

/** The route each machine's screen lives on, for an input. */
const routes: Record<string, (input: Input) => string> = {
  'request-wizard': (input) =>
    ({
      enjoyment: '/holidays/request-enjoyment',
      payment: '/holidays/request-payment',
      certification: '/certifications/new-certification',
    })[input.kind ?? ''] ?? '(unknown kind)',
  onboarding: () => '/employees/new-employee',
  'requests-list': (input) => (input.area === 'certifications' ? '/certifications' : '/holidays'),
  'vacation-approval': () => '/approvals/vacation-approval',
  'contract-history': () => '/contracts',
  'request-process': () => '/requests/application-process/HRR-00018',
  'requests-board': () => '/requests',
};

/** The path of the app's route table (src/app/router.tsx) a route opens: '*' when it is not found. */
function routeMatched(route: string): string {
  const matches = matchRoutes(appRoutes(), route) ?? [];
  return matches
    .map((match) => match.route.path ?? '')
    .filter((path) => path !== '')
    .join('/');
}

describe("every script's screen is a route of the app, not the not-found page", () => {
  for (const [name, routeOf] of Object.entries(routes)) {
    test(name, () => {
      const config = pathConfigs[name];
      if (!config) throw new Error(`${name} has a path configuration`);
      for (const entry of config.inputs) {
        const matched = routeMatched(routeOf(entry.input as Input));
        expect(matched, entry.label).not.toMatch(/(^|\/)\*$/);
        expect(matched, entry.label).not.toBe('');
      }
    });
  }

  test('a route the app does not have is caught', () => {
    expect(routeMatched('/holidays/request-vacation')).toMatch(/\*$/);
  });
});

describe('every input a tester is given can open its screen through the section guard', () => {
  // Every staff member opens the board (no privilege of its own): it has no input to weigh here.
  const guarded = Object.entries(routes).filter(([name]) => name !== 'requests-board');
  for (const [name, routeOf] of guarded) {
    const config = pathConfigs[name];
    test(`${name}`, () => {
      if (!config) throw new Error(`${name} has a path configuration`);
      const checked = config.inputs.filter((entry) => (entry.input as Input).useCases !== undefined);
      expect(checked.length).toBeGreaterThan(0);
      for (const entry of checked as (PathInput & { input: Input })[]) {
        const route = routeOf(entry.input);
        const opens = canEnterSection(route, entry.input.useCases);
        // Not entering ('Acción inhabilitada' first): only the tests may use it, and say so.
        if (!opens) expect(entry.automatedOnly, `${entry.label} (${route})`).toMatch(/Acción inhabilitada/);
        // Left out for the screen refusing it: the guard must refuse it (another reason, such as data the
        // demo does not have, leaves the input free to open its screen).
        if (entry.automatedOnly?.includes('Acción inhabilitada'))
          expect(opens, `${entry.label} (${route})`).toBe(false);
      }
    });
  }
});

describe("the approval scripts' address is what the route makes the input of", () => {
  // The tester opens the address the script's first step names; the route reads the request number and
  // the kind from it (approvalOfAddress): the path's input must be what that address gives.
  test('vacation-approval', () => {
    const config = pathConfigs['vacation-approval'];
    const openingOf = config?.screen?.opening;
    if (!config || !openingOf) throw new Error('vacation-approval has a path configuration and an opening');
    for (const entry of config.inputs) {
      const input = entry.input as { requestNumber: string; kind: string };
      const opening = openingOf({ context: input } as unknown as AnyMachineSnapshot);
      const address = /\/approvals\/vacation-approval(\?\S*)?/.exec(opening);
      expect(address, `${entry.label}: ${opening}`).not.toBeNull();
      const params = new URLSearchParams(address?.[1] ?? '');
      expect(approvalOfAddress(params), entry.label).toEqual({
        requestNumber: input.requestNumber,
        kind: input.kind,
      });
    }
  });
});
