// The two short-lived login screens (1 s and 2 s on screen in the browser) are checked with axe here, in
// jsdom, where their state holds still; the browser tests check the longer-lived screens. Colour contrast
// needs layout, which jsdom lacks: the UI-kit theme test checks contrast of every token pair instead.

import { appLoadingMachine } from '@machines/session/app-loading.machine';
import { credentialCheckMachine } from '@machines/session/credential-check.machine';
import { AppLoadingPage } from '@src/features/login/app-loading-page';
import { CheckingCredentialsPage } from '@src/features/login/checking-credentials-page';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';

async function violationsOf(container: HTMLElement) {
  const result = await axe.run(container, {
    rules: {
      'color-contrast': { enabled: false },
      'target-size': { enabled: true },
      region: { enabled: false },
    },
  });
  return result.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

describe('short-lived login screens have no axe violation', () => {
  test('checking credentials', async () => {
    const actor = createActor(credentialCheckMachine, {
      input: { userId: 'ana.admin', useSampleUnits: false },
      clock: new SimulatedClock(),
    });
    actor.start();
    const { container } = render(
      <main>
        <CheckingCredentialsPage actorRef={actor} />
      </main>,
    );
    expect(await violationsOf(container)).toEqual([]);
    actor.stop();
  });

  test('loading the app', async () => {
    const actor = createActor(appLoadingMachine, { input: {}, clock: new SimulatedClock() });
    actor.start();
    const { container } = render(
      <main>
        <AppLoadingPage actorRef={actor} />
      </main>,
    );
    expect(await violationsOf(container)).toEqual([]);
    actor.stop();
  });
});
