// The onboarding wizard's draft (session storage) is the signed-in subject's only, and sign-in / sign-out
// forget it (clearWizardDrafts). The CV's store: curriculum-store.test.ts.

import { onboardingMachine } from '@machines/employees/onboarding.machine';
import {
  readOnboardingDraft,
  removeOnboardingDraft,
  writeOnboardingDraft,
} from '@src/app/storage/onboarding-draft';
import { clearWizardDrafts } from '@src/app/storage/wizard-draft-keys';
import { onboardingInput } from '@test/support/onboarding-fixture';
import { beforeEach, describe, expect, test } from 'vitest';
import { createActor } from 'xstate';

const input = onboardingInput;
const owner = (sub: string) => ({
  sub,
  target: '',
  requester: { requesterCode: 'S-2', requesterName: 'Beto' },
  useCases: ['SearchAllEmployee'],
});

function persisted() {
  const actor = createActor(onboardingMachine, { input });
  actor.start();
  actor.send({ type: 'EDIT_PERSONAL', values: { names: 'María José' } });
  const snapshot = actor.getPersistedSnapshot();
  actor.stop();
  return snapshot;
}

beforeEach(() => sessionStorage.clear());

describe('onboarding draft', () => {
  test('is restored for its subject and target, running as the person signed in now', () => {
    writeOnboardingDraft({ sub: 'ana', target: '' }, persisted());
    const restored = readOnboardingDraft(owner('ana')) as unknown as {
      context: { values: { names: string } };
    } & {
      context: { requester: unknown; useCases: string[] };
    };
    expect(restored.context.values.names).toBe('María José');
    expect(restored.context.requester).toEqual({ requesterCode: 'S-2', requesterName: 'Beto' });
    expect(restored.context.useCases).toEqual(['SearchAllEmployee']);
  });

  test("is not another subject's, nor another target's (a wizard opened for an employee), and a damaged one is dropped", () => {
    writeOnboardingDraft({ sub: 'ana', target: '' }, persisted());
    expect(readOnboardingDraft(owner('beto'))).toBeUndefined();
    expect(readOnboardingDraft({ ...owner('ana'), target: '100001' })).toBeUndefined();
    sessionStorage.setItem(
      [...Array(sessionStorage.length).keys()].map((index) => sessionStorage.key(index) ?? '')[0] ?? '',
      '{"owner":"ana","snapshot":{"status":"active","value":"nowhere","context":{}}}',
    );
    expect(readOnboardingDraft(owner('ana'))).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
  });

  test('is forgotten when removed and by clearWizardDrafts', () => {
    writeOnboardingDraft({ sub: 'ana', target: '' }, persisted());
    removeOnboardingDraft({ sub: 'ana', target: '' });
    expect(readOnboardingDraft(owner('ana'))).toBeUndefined();
    writeOnboardingDraft({ sub: 'ana', target: '' }, persisted());
    clearWizardDrafts();
    expect(readOnboardingDraft(owner('ana'))).toBeUndefined();
  });
});
