import type { Contract, NewHumanResourceRequest } from '@src/domain/entities';
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
  /** The number call 11 gave the recorded request. */
  requestNumber: string;
  /** How the flow ended (set on entering `sent`; the output reads it). */
  result: 'sent' | 'cancelled';
}

export type ContractActionEvent =
  | { type: 'SELECT'; contractId: string }
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

/** The chosen contract, if it is one the action applies to. */
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
  },
  guards: {
    /** The contract named is one of those the action applies to. */
    isApplicableContract: ({ context }, params: { contractId: string }) =>
      context.contracts.some((contract) => contract.contractId === params.contractId),
    /** SPEC §5 generic selection modal: a selection is required. */
    hasSelection: ({ context }) => contractById(context.contracts, context.selectedContractId) !== undefined,
  },
  delays: {
    submitFailureFlag: 10_000,
  },
}).createMachine({
  id: 'contractAction',
  description:
    'Contract-selection modal (a selection is required, a single contract chosen automatically), confirmation, call 11; a failure keeps the confirmation with the error flag for 10 s.',
  context: ({ input }) => ({
    ...input,
    selectedContractId: autoSelectedContract(input.contracts),
    requestNumber: '',
    result: 'cancelled' as const,
  }),
  initial: 'selecting',
  states: {
    selecting: {
      description: "The contract-selection modal; 'Confirmar' is disabled without a selection.",
      on: {
        SELECT: {
          guard: { type: 'isApplicableContract', params: ({ event }) => ({ contractId: event.contractId }) },
          actions: { type: 'selectContract', params: ({ event }) => ({ contractId: event.contractId }) },
        },
        CONFIRM: { guard: 'hasSelection', target: 'confirming' },
        CANCEL: { target: 'cancelled' },
      },
    },
    confirming: {
      description: 'The confirmation of the action on the chosen contract.',
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
        CANCEL: { target: 'selecting' },
      },
    },
    sending: {
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
