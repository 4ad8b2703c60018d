// A request wizard's draft (session storage) comes back whole: every field of the wizard's context the
// machine wrote, with the person signed in now as requester and their use cases.
import { type RequestWizardInput, requestWizardMachine } from '@machines/requests/request-wizard.machine';
import { readWizardDraft, writeWizardDraft } from '@src/app/storage/wizard-drafts';
import { beforeEach, expect, test } from 'vitest';
import { createActor } from 'xstate';

const input: RequestWizardInput = {
  kind: 'certification',
  employeeId: '100001',
  contracts: [
    {
      contractId: 'C-1',
      contractNumber: '0001',
      businessName: 'Operaciones Región Andina',
      contractType: 'Indefinido',
      startDate: '2020-01-01',
    },
  ],
  requester: { requesterCode: 'S-1', requesterName: 'Ana' },
  today: '2026-12-07',
  idempotencyKey: 'key-1',
  useCases: ['RequestCertification'],
};
const now = { requester: { requesterCode: 'S-2', requesterName: 'Beto' }, useCases: ['SearchAllEmployee'] };

beforeEach(() => sessionStorage.clear());

test('a restored draft keeps every field of the context, running as the person signed in now', () => {
  const actor = createActor(requestWizardMachine, { input }).start();
  writeWizardDraft({ sub: 'ana', kind: 'certification', employeeId: '100001' }, actor.getPersistedSnapshot());
  const snapshot = readWizardDraft({ sub: 'ana', kind: 'certification', employeeId: '100001', ...now });
  const restored = createActor(requestWizardMachine, { input, snapshot }).start();
  expect(restored.getSnapshot().value).toEqual(actor.getSnapshot().value);
  expect(restored.getSnapshot().context).toEqual({ ...actor.getSnapshot().context, ...now });
  actor.stop();
  restored.stop();
});
