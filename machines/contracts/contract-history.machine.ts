import type { Contract, HumanResourceRequest } from '@src/domain/entities';
import type { UseCase } from '@src/domain/permissions';
import {
  type ContractAction,
  contractsForAction,
  disabledActionReasons,
  hasLinkingRequestInProgress,
  hasValidContract,
  sortContractsNewestFirst,
} from '@src/domain/rules/contracts';
import type { Requester } from '@src/domain/rules/new-requests';
import { assign, fromPromise, setup } from 'xstate';
import { type ContractActionOutput, contractActionMachine } from './contract-action.machine';

export interface ContractHistoryInput {
  employeeId: string;
  /** The employee's contracts (call 8). */
  contracts: Contract[];
  /** The staff member's use cases (permission guards). */
  useCases: string[];
  /** When the page opened (ISO): contract validity is decided against it. */
  now: string;
  /** The signed-in staff member, sent as the requester of the recorded actions. */
  requester: Requester;
  /** Prefix of the Idempotency-Keys of this visit's actions (a new one per visit of the page). */
  idempotencyKeyPrefix: string;
}

export interface ContractHistoryContext extends ContractHistoryInput {
  /** The contract whose details are open ('' for none). */
  detailsContractId: string;
  /** The action being taken (terminate, renew or modify), while its flow runs. */
  currentAction: ContractAction | undefined;
  /** The action just recorded (its success flag, while shown). */
  lastSent: ContractActionOutput | undefined;
  /** Why each action is refused (SPEC §6 texts; undefined when it applies): what a disabled control says. */
  refusals: Record<ContractAction, string | undefined>;
}

export type ContractHistoryEvent =
  | { type: 'CHECK_DETAILS'; contractId: string }
  | { type: 'CLOSE_DETAILS' }
  | { type: 'TERMINATE' }
  | { type: 'RENEW' }
  | { type: 'MODIFY' }
  | { type: 'ADD_LINK' }
  | { type: 'DISMISS_FLAG' }
  | { type: 'RETRY' };

export interface FetchLinkingRequestsInput {
  employeeId: string;
}

/**
 * The contract history of the selected employee (/contracts): the cards newest first, or the empty
 * state; the banner when no contract is valid (a linking request in progress, from call 10, or no valid
 * contract; when call 10 failed, that it is not known, with Reintentar); 'Más detalles' with
 * CheckContractDetails; Terminar, Renovar and Modificar with their use case and where the contract rules
 * of SPEC §4 apply, each running the contract-action flow as a child and showing a success flag for 10 s
 * once recorded; Agregar vinculación (AddEmployeeLink) opens the onboarding wizard in a new tab.
 * The page's controls (region `page`) and its modals (region `modal`) are parallel, so `can()` answers
 * for every control while a modal is open.
 */
export const contractHistoryMachine = setup({
  types: {
    context: {} as ContractHistoryContext,
    events: {} as ContractHistoryEvent,
    input: {} as ContractHistoryInput,
    children: {} as { fetchLinkingRequests: 'fetchLinkingRequests'; contractAction: 'contractAction' },
    tags: {} as 'busy',
  },
  actors: {
    fetchLinkingRequests: fromPromise<HumanResourceRequest[], FetchLinkingRequestsInput>(async () => {
      throw new Error('fetchLinkingRequests not provided');
    }),
    contractAction: contractActionMachine,
  },
  actions: {
    /** The contract whose details open (only a press with every modal closed gets here). */
    showDetails: assign((_, params: { contractId: string }) => ({ detailsContractId: params.contractId })),
    forgetDetails: assign({ detailsContractId: '' }),
    /** The action a press asked for; a press while a modal is open changes nothing. */
    openAction: assign(({ context }, params: { action: ContractAction }) =>
      context.currentAction !== undefined || context.detailsContractId !== ''
        ? {}
        : { currentAction: params.action },
    ),
    rememberSent: assign((_, params: { output: ContractActionOutput }) => ({ lastSent: params.output })),
    forgetSent: assign({ lastSent: undefined }),
    forgetAction: assign({ currentAction: undefined }),
    openNewEmployeeTab: () => {
      throw new Error('openNewEmployeeTab not provided');
    },
  },
  guards: {
    hasUseCase: ({ context }, params: { useCase: UseCase }) => context.useCases.includes(params.useCase),
    hasValidContract: ({ context }) => hasValidContract(context.contracts, new Date(context.now)),
    hasNoContracts: ({ context }) => context.contracts.length === 0,
    linkingInProgress: (_, params: { requests: HumanResourceRequest[] }) =>
      hasLinkingRequestInProgress(params.requests),
    /** The staff member holds the use case, and `contractId` (the event's) is one of the listed contracts. */
    mayCheckDetails: ({ context }, params: { useCase: UseCase; contractId: string }) =>
      context.useCases.includes(params.useCase) &&
      context.contracts.some((contract) => contract.contractId === params.contractId),
    /** The staff member holds the action's use case and the action applies to a contract (SPEC §4). */
    mayApply: ({ context }, params: { action: ContractAction; useCase: UseCase }) =>
      context.useCases.includes(params.useCase) &&
      contractsForAction(context.contracts, params.action, new Date(context.now)).length > 0,
    wasSent: (_, params: { output: ContractActionOutput | undefined }) => params.output?.result === 'sent',
  },
  delays: {
    successFlag: 10_000,
  },
}).createMachine({
  id: 'contractHistory',
  description:
    'Contract cards newest first or the empty state; the banner without a valid contract; details, the three contract actions and Agregar vinculación by privilege.',
  context: ({ input }) => ({
    ...input,
    contracts: sortContractsNewestFirst(input.contracts),
    detailsContractId: '',
    currentAction: undefined,
    lastSent: undefined,
    refusals: disabledActionReasons(input),
  }),
  type: 'parallel',
  states: {
    banner: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'hasValidContract', target: 'hidden' }, { target: 'askingRequests' }],
        },
        hidden: {
          description: 'A contract is valid: no banner.',
        },
        askingRequests: {
          description:
            "No valid contract: the employee's linking requests (call 10) tell the two banners apart.",
          tags: 'busy',
          invoke: {
            id: 'fetchLinkingRequests',
            src: 'fetchLinkingRequests',
            input: ({ context }) => ({ employeeId: context.employeeId }),
            onDone: [
              {
                guard: { type: 'linkingInProgress', params: ({ event }) => ({ requests: event.output }) },
                target: 'linkingInProgress',
              },
              { target: 'noValidContract' },
            ],
            onError: { target: 'unknown' },
          },
        },
        linkingInProgress: {
          description: 'The banner: a linking request is in progress for the employee.',
        },
        noValidContract: {
          description: 'The banner: the employee has no valid contract and no linking request in progress.',
        },
        unknown: {
          description:
            'Call 10 failed: no valid contract, and whether a linking request is in progress is not known; Reintentar asks again.',
          on: {
            RETRY: { target: 'askingRequests' },
          },
        },
      },
    },
    page: {
      description:
        "The page's controls: a press the guards allow records what it asked for (the modal region opens it), so `can()` answers for every control while a modal is open.",
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'hasNoContracts', target: 'empty' }, { target: 'browsing' }],
        },
        empty: {
          description: "'No hay contratos disponibles para este empleado.'",
          on: {
            ADD_LINK: {
              guard: { type: 'hasUseCase', params: { useCase: 'AddEmployeeLink' } },
              actions: 'openNewEmployeeTab',
            },
          },
        },
        browsing: {
          description: 'The contract cards, newest first, with their actions.',
          on: {
            ADD_LINK: {
              guard: { type: 'hasUseCase', params: { useCase: 'AddEmployeeLink' } },
              actions: 'openNewEmployeeTab',
            },
            TERMINATE: {
              guard: { type: 'mayApply', params: { action: 'terminate', useCase: 'TerminateContract' } },
              actions: { type: 'openAction', params: { action: 'terminate' } },
            },
            RENEW: {
              guard: { type: 'mayApply', params: { action: 'renew', useCase: 'RenewContract' } },
              actions: { type: 'openAction', params: { action: 'renew' } },
            },
            MODIFY: {
              guard: { type: 'mayApply', params: { action: 'modify', useCase: 'ModifyContract' } },
              actions: { type: 'openAction', params: { action: 'modify' } },
            },
          },
        },
      },
    },
    modal: {
      description:
        'At most one modal: the details of a contract, or a contract action (a press opens one only while none is); closed, the success flag of a recorded action.',
      initial: 'closed',
      states: {
        closed: {
          initial: 'quiet',
          states: {
            quiet: {},
            sent: {
              description: 'The success flag of the recorded action, for 10 s.',
              exit: 'forgetSent',
              after: {
                successFlag: { target: 'quiet' },
              },
              on: {
                DISMISS_FLAG: { target: 'quiet' },
              },
            },
          },
          on: {
            CHECK_DETAILS: {
              guard: {
                type: 'mayCheckDetails',
                params: ({ event }) => ({ useCase: 'CheckContractDetails', contractId: event.contractId }),
              },
              target: 'viewingDetails',
              // The contract is chosen as the modal opens: behind an open modal no other card can be pressed.
              actions: { type: 'showDetails', params: ({ event }) => ({ contractId: event.contractId }) },
            },
            TERMINATE: {
              guard: { type: 'mayApply', params: { action: 'terminate', useCase: 'TerminateContract' } },
              target: 'acting',
            },
            RENEW: {
              guard: { type: 'mayApply', params: { action: 'renew', useCase: 'RenewContract' } },
              target: 'acting',
            },
            MODIFY: {
              guard: { type: 'mayApply', params: { action: 'modify', useCase: 'ModifyContract' } },
              target: 'acting',
            },
          },
        },
        viewingDetails: {
          description: "The 'Más detalles' modal of the chosen contract.",
          on: {
            CLOSE_DETAILS: { target: 'closed', actions: 'forgetDetails' },
          },
        },
        acting: {
          description:
            'The contract-action flow (selection, decision, confirmation, call 11) runs as a child; once recorded, the success flag.',
          exit: 'forgetAction',
          invoke: {
            id: 'contractAction',
            src: 'contractAction',
            input: ({ context }) => {
              // Only a press that opened an action gets here (openAction set it).
              const action = context.currentAction ?? 'modify';
              return {
                action,
                employeeId: context.employeeId,
                contracts: contractsForAction(context.contracts, action, new Date(context.now)),
                requester: context.requester,
                now: context.now,
                idempotencyKeyPrefix: context.idempotencyKeyPrefix,
              };
            },
            onDone: [
              {
                guard: { type: 'wasSent', params: ({ event }) => ({ output: event.output }) },
                target: 'closed.sent',
                actions: { type: 'rememberSent', params: ({ event }) => ({ output: event.output }) },
              },
              { target: 'closed' },
            ],
            onError: { target: 'closed' },
          },
        },
      },
    },
  },
});
