// The onboarding wizard's draft (a reload resumes it) in this tab's session storage, bound to the
// signed-in subject like the request wizards' drafts (wizard-drafts.ts): the key and the envelope name
// the subject, a restored snapshot is checked (shape, target, a state the machine has) and runs with the
// person signed in now as requester and their use cases. The CV's bytes are in IndexedDB
// (curriculum-store.ts); sign-in and sign-out forget both (clearWizardDrafts).

import { type OnboardingContext, onboardingMachine } from '@machines/employees/onboarding.machine';
import { keysOf } from '@src/domain/records';
import type { Requester } from '@src/domain/rules/new-requests';
import { emptyOnboardingValues } from '@src/domain/rules/onboarding-wizard';
import { z } from '@src/domain/zod';
import type { Snapshot } from 'xstate';
import { readDraft, removeDraft, restoredSnapshot, writeDraft } from './draft-storage';
import { onboardingDraftKey } from './wizard-draft-keys';

const text = z.string().check(z.maxLength(2000));
const requirement = z.object({
  title: text,
  icon: text,
  iconAppearance: text,
  requirement: text,
  cause: text,
});
/** The wizard's fields (steps 1 to 3 and the CV), as its errors and touched fields name them. */
const field = z.enum([...keysOf(emptyOnboardingValues), 'attachedFile']);
const contextSchema = z.object({
  target: text,
  prefill: z.optional(z.object({ names: text, lastNames: text, identificationNumber: text })),
  today: text,
  idempotencyKey: text,
  requirements: z.array(requirement).check(z.maxLength(50)),
  unmetRequirements: z.array(requirement).check(z.maxLength(50)),
  values: z.object({
    names: text,
    lastNames: text,
    identificationNumber: text,
    normativeFramework: text,
    contractType: text,
    company: text,
    workingShift: text,
    team: text,
    position: text,
    salaryProfile: text,
    jobMode: text,
    startDate: text,
    proyect: text,
    zonalSegmentation: text,
    costCenter: text,
    observations: text,
  }),
  attachment: z.optional(z.object({ name: text, size: z.number().check(z.nonnegative()) })),
  fileError: text,
  errors: z.partialRecord(field, text),
  touched: z.array(field).check(z.maxLength(40)),
  salaryProfiles: z.array(z.object({ id: text, label: text, value: text })).check(z.maxLength(500)),
  assignments: z.array(z.object({ assignment: text, value: z.number() })).check(z.maxLength(50)),
  draft: z.object({ assignment: text, value: text }),
  draftTouched: z.boolean(),
  draftError: text,
  step: z.number().check(z.int(), z.gte(1), z.lte(6)),
  requestNumber: text,
  result: z.enum(['sent', 'open', 'abandoned']),
});

const envelopeSchema = z.object({
  owner: z.string().check(z.minLength(1)),
  snapshot: z.looseObject({ status: z.literal('active'), value: z.unknown(), context: contextSchema }),
});

/** Whose draft to read, and who the restored wizard runs as. */
export interface OnboardingDraftOwner {
  sub: string;
  /** The employee whose contracts opened the wizard, '' for a new person. */
  target: string;
  requester: Requester;
  useCases: string[];
}

/** The subject's onboarding draft for this target, ready to restore, or undefined (a bad one is removed). */
export function readOnboardingDraft(
  owner: OnboardingDraftOwner,
  storage: Storage = sessionStorage,
): Snapshot<unknown> | undefined {
  return readDraft(
    onboardingDraftKey(owner.sub, owner.target),
    (stored) => {
      const envelope = envelopeSchema.parse(stored);
      const { context } = envelope.snapshot;
      if (!owner.sub || envelope.owner !== owner.sub || context.target !== owner.target)
        throw new Error('not this draft');
      const current: OnboardingContext = {
        ...context,
        // Kept as undefined: JSON leaves an undefined field out.
        prefill: context.prefill,
        attachment: context.attachment,
        requester: owner.requester,
        useCases: owner.useCases,
      };
      // Throws on a state value the machine does not have.
      onboardingMachine.resolveState({ value: envelope.snapshot.value as never, context: current });
      return restoredSnapshot(envelope.snapshot, current);
    },
    storage,
  );
}

/** Keeps the subject's draft (a persisted snapshot of the wizard). */
export function writeOnboardingDraft(
  owner: Pick<OnboardingDraftOwner, 'sub' | 'target'>,
  snapshot: unknown,
  storage: Storage = sessionStorage,
): void {
  writeDraft(onboardingDraftKey(owner.sub, owner.target), owner.sub, snapshot, storage);
}

/** Forgets the subject's draft. */
export function removeOnboardingDraft(
  owner: Pick<OnboardingDraftOwner, 'sub' | 'target'>,
  storage: Storage = sessionStorage,
): void {
  removeDraft(onboardingDraftKey(owner.sub, owner.target), storage);
}
