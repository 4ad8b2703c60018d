// The request wizards' drafts (SPEC: a reload resumes a wizard) in this tab's session storage. A draft
// belongs to the signed-in subject: its key and its envelope name the subject, so after A signs out and B
// signs in in the same tab, A's draft is not B's to resume. A restored snapshot is checked before use
// (shape, kind, employee, a state the machine knows) and runs with the current person as requester and
// the current use cases, never the stored ones. Sign-in and sign-out forget every draft.

import {
  type RequestKind,
  type RequestWizardContext,
  requestWizardMachine,
} from '@machines/requests/request-wizard.machine';
import { keysOf } from '@src/domain/records';
import type { Requester } from '@src/domain/rules/new-requests';
import { emptyWizardValues } from '@src/domain/rules/request-wizard';
import { z } from '@src/domain/zod';
import type { Snapshot } from 'xstate';
import { readDraft, removeDraft, restoredSnapshot, writeDraft } from './draft-storage';
import { wizardDraftKey } from './wizard-draft-keys';

const text = z.string().check(z.maxLength(2000));
/** A field of the form, as its errors, touched and invalidated fields name it. */
const field = z.enum(keysOf(emptyWizardValues));
const wizardContextSchema = z.object({
  kind: z.enum(['enjoyment', 'payment', 'certification']),
  employeeId: text,
  contracts: z
    .array(
      z.object({
        contractId: text,
        contractNumber: text,
        businessName: text,
        contractType: text,
        startDate: text,
      }),
    )
    .check(z.maxLength(200)),
  requester: z.object({ requesterCode: text, requesterName: text }),
  today: text,
  idempotencyKey: text,
  useCases: z.array(text).check(z.maxLength(200)),
  values: z.object({
    contract: text,
    daysOff: text,
    startDateEnyoment: text,
    daysToPay: text,
    certificationType: text,
    addressee: text,
    observations: text,
  }),
  errors: z.partialRecord(field, text),
  touched: z.array(field).check(z.maxLength(20)),
  requestNumber: text,
  step: z.literal([1, 2, 3]),
  resumedOn: text,
  invalidatedFields: z.array(field).check(z.maxLength(20)),
  result: z.enum(['sent', 'abandoned']),
});

const envelopeSchema = z.object({
  owner: z.string().check(z.minLength(1)),
  snapshot: z.looseObject({
    status: z.literal('active'),
    value: z.unknown(),
    context: wizardContextSchema,
  }),
});

/** What a restored draft must match, and what it runs with. */
export interface DraftOwner {
  sub: string;
  kind: RequestKind;
  employeeId: string;
  /** The signed-in person now: the restored wizard sends as them. */
  requester: Requester;
  useCases: string[];
}

/**
 * The subject's draft for this kind and employee, ready to restore, or undefined. A draft that does not
 * pass the checks is removed.
 */
export function readWizardDraft(
  owner: DraftOwner,
  storage: Storage = sessionStorage,
): Snapshot<unknown> | undefined {
  return readDraft(
    wizardDraftKey(owner.sub, owner.kind, owner.employeeId),
    (stored) => {
      const envelope = envelopeSchema.parse(stored);
      const { context } = envelope.snapshot;
      if (
        !owner.sub ||
        envelope.owner !== owner.sub ||
        context.kind !== owner.kind ||
        context.employeeId !== owner.employeeId
      )
        throw new Error('not this draft');
      const current: RequestWizardContext = {
        ...context,
        requester: owner.requester,
        useCases: owner.useCases,
      };
      // Throws on a state value the machine does not have.
      requestWizardMachine.resolveState({ value: envelope.snapshot.value as never, context: current });
      return restoredSnapshot(envelope.snapshot, current);
    },
    storage,
  );
}

/** Keeps the subject's draft (a persisted snapshot of the wizard). */
export function writeWizardDraft(
  owner: Pick<DraftOwner, 'sub' | 'kind' | 'employeeId'>,
  snapshot: unknown,
  storage: Storage = sessionStorage,
): void {
  writeDraft(wizardDraftKey(owner.sub, owner.kind, owner.employeeId), owner.sub, snapshot, storage);
}

/** Forgets one draft. */
export function removeWizardDraft(
  owner: Pick<DraftOwner, 'sub' | 'kind' | 'employeeId'>,
  storage: Storage = sessionStorage,
): void {
  removeDraft(wizardDraftKey(owner.sub, owner.kind, owner.employeeId), storage);
}
