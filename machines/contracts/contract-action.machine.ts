import type { Contract, NewHumanResourceRequest } from '@src/domain/entities';
import { keysOf } from '@src/domain/records';
import {
  type ContractDecisionDraft,
  type ContractDecisionField,
  chosenContractDecisionErrors,
  emptyContractDecision,
} from '@src/domain/rules/contract-decisions';
import { autoSelectedContract, type ContractAction, contractById } from '@src/domain/rules/contracts';
import { contractActionKey, contractActionRequest, type Requester } from '@src/domain/rules/new-requests';
import { assign, fromPromise, setup } from 'xstate';

export interface ContractActionInput {
  /** Terminar, Renovar or Modificar. */
  action: ContractAction;
  employeeId: string;
  /** The contracts the action applies to, newest first (a single one is chosen automatically). */
  contracts: Contract[];
  /** The signed-in staff member, sent as the requester. */
  requester: Requester;
  /** When the action was opened (ISO): the request date. */
  now: string;
  /**
   * Prefix of the Idempotency-Key (one per visit of the page): the key is the prefix, the action and
   * the chosen contract, so retries, and a repeat of the same action on the same contract during the
   * visit, are recorded once.
   */
  idempotencyKeyPrefix: string;
}

export interface ContractActionContext extends ContractActionInput {
  /** The chosen contract ('' until one is chosen). */
  selectedContractId: string;
  /** What HR decided, as typed (the action's fields). */
  decision: ContractDecisionDraft;
  /** The fields changed so far: their messages show (validation on change, SPEC §5). */
  touched: ContractDecisionField[];
  /** The first message per field of the decision on the chosen contract ({} when it may be sent). */
  decisionErrors: Partial<Record<ContractDecisionField, string>>;
  /** The number call 11 gave the recorded request. */
  requestNumber: string;
  /** How the flow ended (set on entering `sent`; the output reads it). */
  result: 'sent' | 'cancelled';
}

export type ContractActionEvent =
  | { type: 'SELECT'; contractId: string }
  | { type: 'CHANGE'; values: Partial<ContractDecisionDraft> }
  | { type: 'CONTINUE' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'DISMISS_FLAG' };

export interface ContractActionOutput {
  result: 'sent' | 'cancelled';
  action: ContractAction;
  requestNumber: string;
  /** The number of the contract acted on ('' when cancelled before choosing). */
  contractNumber: string;
}

/** What the saveRequest actor receives: call 11's body and the action's Idempotency-Key. */
export interface SaveContractActionInput {
  request: NewHumanResourceRequest;
  idempotencyKey: string;
}

/** What call 11 answers. */
export interface SavedContractAction {
  humanResourceRequestId: string;
  humanResourceRequestNumber: string;
}

/**
 * One contract action (Terminar, Renovar, Modificar) recorded as an HR request: the contract, the decision,
 * the confirmation, call 11. A failure keeps the confirmation with the error flag for 10 s. The 10 s
 * failure flag stays this chart's own sub-state, not the success-flag machine as a child: see
 * machines/ui/success-flag.machine.ts for why.
 */
export const contractActionMachine = setup({
  types: {
    context: {} as ContractActionContext,
    events: {} as ContractActionEvent,
    input: {} as ContractActionInput,
    output: {} as ContractActionOutput,
    tags: {} as 'busy' | 'submitFailed',
  },
  actors: {
    saveRequest: fromPromise<SavedContractAction, SaveContractActionInput>(async () => {
      throw new Error('saveRequest not provided');
    }),
  },
  actions: {
    markSent: assign({ result: 'sent' as const }),
    selectContract: assign((_, params: { contractId: string }) => ({
      selectedContractId: params.contractId,
    })),
    rememberSavedRequest: assign((_, params: { saved: SavedContractAction }) => ({
      requestNumber: params.saved.humanResourceRequestNumber,
    })),
    /** Keeps the changed fields and checks the decision again on the chosen contract. */
    changeDecision: assign(({ context }, params: { values: Partial<ContractDecisionDraft> }) => {
      const decision = { ...context.decision, ...params.values };
      const changed: ContractDecisionField[] = keysOf(params.values);
      return {
        decision,
        touched: [...new Set([...context.touched, ...changed])],
        decisionErrors: chosenContractDecisionErrors(context, decision),
      };
    }),
    /** Checks the decision on the contract now chosen. */
    checkDecision: assign(({ context }) => ({
      decisionErrors: chosenContractDecisionErrors(context, context.decision),
    })),
  },
  guards: {
    /** The contract named is one of those the action applies to. */
    isApplicableContract: ({ context }, params: { contractId: string }) =>
      context.contracts.some((contract) => contract.contractId === params.contractId),
    /** SPEC §5 generic selection modal: a selection is required. */
    hasSelection: ({ context }) => contractById(context.contracts, context.selectedContractId) !== undefined,
    /** What HR decided may be sent: every field of the action checks out on the chosen contract. */
    decisionIsValid: ({ context }) => Object.keys(context.decisionErrors).length === 0,
  },
  delays: {
    submitFailureFlag: 10_000,
  },
}).createMachine({
  id: 'contractAction',
  description:
    'Contract-selection modal (a selection is required, a single contract chosen automatically), what HR decided, confirmation, call 11; a failure keeps the confirmation with the error flag for 10 s.',
  context: ({ input }) => {
    const selectedContractId = autoSelectedContract(input.contracts);
    const facts = { ...input, selectedContractId };
    return {
      ...facts,
      decision: emptyContractDecision,
      touched: [],
      decisionErrors: chosenContractDecisionErrors(facts, emptyContractDecision),
      requestNumber: '',
      result: 'cancelled' as const,
    };
  },
  initial: 'selecting',
  states: {
    selecting: {
      description: "The contract-selection modal; 'Confirmar' is disabled without a selection.",
      on: {
        SELECT: {
          guard: { type: 'isApplicableContract', params: ({ event }) => ({ contractId: event.contractId }) },
          actions: { type: 'selectContract', params: ({ event }) => ({ contractId: event.contractId }) },
        },
        CONFIRM: { guard: 'hasSelection', target: 'deciding' },
        CANCEL: { target: 'cancelled' },
      },
    },
    deciding: {
      description:
        "What HR decided: Terminar the retirement date and reason, Renovar the new end date, Modificar what changes; 'Continuar' only once it checks out.",
      entry: 'checkDecision',
      on: {
        CHANGE: {
          actions: { type: 'changeDecision', params: ({ event }) => ({ values: event.values }) },
        },
        CONTINUE: { guard: 'decisionIsValid', target: 'confirming' },
        CANCEL: { target: 'selecting' },
      },
    },
    confirming: {
      description: 'The confirmation of the action and its decision on the chosen contract.',
      initial: 'asking',
      states: {
        asking: {},
        failed: {
          description: "'Error al enviar la solicitud. Intente nuevamente.' for 10 s.",
          tags: 'submitFailed',
          after: {
            submitFailureFlag: { target: 'asking' },
          },
          on: {
            DISMISS_FLAG: { target: 'asking' },
          },
        },
      },
      on: {
        CONFIRM: { target: 'sending' },
        CANCEL: { target: 'deciding' },
      },
    },
    sending: {
      description: "Call 11 runs: 'Enviar' shows it, Cancelar and Escape are refused until it answers.",
      tags: 'busy',
      invoke: {
        id: 'saveRequest',
        src: 'saveRequest',
        input: ({ context }) => ({
          request: contractActionRequest(context),
          idempotencyKey: contractActionKey(
            context.idempotencyKeyPrefix,
            context.action,
            context.selectedContractId,
          ),
        }),
        onDone: {
          target: 'sent',
          actions: { type: 'rememberSavedRequest', params: ({ event }) => ({ saved: event.output }) },
        },
        onError: { target: 'confirming.failed' },
      },
    },
    sent: {
      description: 'Call 11 recorded the action: the page shows the success flag.',
      type: 'final',
      entry: 'markSent',
    },
    cancelled: {
      type: 'final',
    },
  },
  output: ({ context }) => ({
    result: context.result,
    action: context.action,
    requestNumber: context.requestNumber,
    contractNumber: contractById(context.contracts, context.selectedContractId)?.contractNumber ?? '',
  }),
});
