// One way to start the contract-history machine with fake actors (call 10's linking requests, call 11)
// that records what it did; the contracts themselves are in contracts-data.ts.

import {
  contractActionMachine,
  type SaveContractActionInput,
  type SavedContractAction,
} from '@machines/contracts/contract-action.machine';
import {
  type ContractHistoryInput,
  contractHistoryMachine,
  type FetchLinkingRequestsInput,
} from '@machines/contracts/contract-history.machine';
import type { HumanResourceRequest } from '@src/domain/entities';
import { vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { contractUseCases, endingContract, expiredContract, now, validContract } from './contracts-data';

export * from './contracts-data';

/** What the fake call 10 answers: a list, or a failure (or, asked each time, either). */
export type FetchedLinking = HumanResourceRequest[] | Error | (() => HumanResourceRequest[] | Error);

/** Starts the contract-history machine on a simulated clock with fake call 10 and call 11. */
export function startContractHistory(
  overrides: Partial<ContractHistoryInput> = {},
  options: {
    linking?: FetchedLinking;
    save?: (input: SaveContractActionInput) => Promise<SavedContractAction>;
  } = {},
) {
  const clock = new SimulatedClock();
  const fetches: FetchLinkingRequestsInput[] = [];
  const saves: SaveContractActionInput[] = [];
  const effects = { openNewEmployeeTab: vi.fn() };
  const machine = contractHistoryMachine.provide({
    actors: {
      fetchLinkingRequests: fromPromise<HumanResourceRequest[], FetchLinkingRequestsInput>(
        async ({ input }) => {
          fetches.push(input);
          const given = options.linking ?? [];
          const answer = typeof given === 'function' ? given() : given;
          if (answer instanceof Error) throw answer;
          return answer;
        },
      ),
      contractAction: contractActionMachine.provide({
        actors: {
          saveRequest: fromPromise<SavedContractAction, SaveContractActionInput>(async ({ input }) => {
            saves.push(input);
            if (options.save) return options.save(input);
            return { humanResourceRequestId: 'R-90', humanResourceRequestNumber: '200090' };
          }),
        },
      }),
    },
    actions: { openNewEmployeeTab: () => effects.openNewEmployeeTab() },
  });
  const actor = createActor(machine, {
    clock,
    input: {
      employeeId: '100001',
      contracts: [endingContract, validContract, expiredContract],
      useCases: contractUseCases,
      now,
      requester: { requesterCode: 'S-1', requesterName: 'Ana Sofía Gutiérrez' },
      idempotencyKeyPrefix: 'page-1',
      ...overrides,
    },
  });
  actor.start();
  return { actor, clock, fetches, saves, effects };
}
