import {
  type HumanResourceRequest,
  type LastChange,
  type RemoveRequestBody,
  requestConflictOf,
} from '@src/domain/entities';
import { discardRefusal, justificationMessage, toRemovalBody } from '@src/domain/rules/discard';
import { assign, fromPromise, setup } from 'xstate';

/** The notice a discard ends with, as a code: the adapter gives it its text (SPEC §4 board texts). */
export type DiscardNotice = 'discarded' | 'discardFailed';

export interface DiscardInput {
  request: HumanResourceRequest;
  /** The instant the discard was asked for (ISO): the rules compare the start date with it. */
  now: string;
}

export interface DiscardContext extends DiscardInput {
  /** Why the request cannot be discarded (SPEC §5), or '' when it can. */
  refusal: string;
  justification: string;
  /** The justification's message ('' when valid). */
  justificationError: string;
  /** The person has typed or tried to confirm (the message is shown). */
  justificationTouched: boolean;
  /** Call 12 removed the request (set on entering `removed`; the output reads it). */
  removed: boolean;
  /** Who changed the request since it was shown (call 12 answered 412), else undefined. */
  changedBy: LastChange | undefined;
}

export type DiscardEvent =
  | { type: 'CHANGE_JUSTIFICATION'; value: string }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'CLOSE' };

export interface DiscardOutput {
  removed: boolean;
  requestId: string;
  /** The request as the discard last knew it: the 412's when someone else changed it. */
  request: HumanResourceRequest;
}

export interface RemoveRequestInput {
  body: RemoveRequestBody;
  /** The version of the request the person saw (If-Match). */
  version: number;
}

/**
 * Discarding one request: the rules of SPEC §5 may refuse it with their exact message; otherwise the
 * justification (required, max 500) is asked for, then call 12. Success: 'Solicitud Descartada' /
 * 'La solicitud se canceló correctamente' and the request leaves the list; failure: 'Error' / 'No se
 * pudo eliminar la solicitud', nothing removed, and the dialog stays with what was typed (send again or
 * cancel).
 */
export const discardMachine = setup({
  types: {
    context: {} as DiscardContext,
    events: {} as DiscardEvent,
    input: {} as DiscardInput,
    output: {} as DiscardOutput,
    tags: {} as 'busy',
  },
  actors: {
    removeRequest: fromPromise<void, RemoveRequestInput>(async () => {
      throw new Error('removeRequest not provided');
    }),
  },
  actions: {
    markRemoved: assign({ removed: true }),
    changeJustification: assign((_, params: { value: string }) => ({
      justification: params.value,
      justificationError: justificationMessage(params.value),
      justificationTouched: true,
    })),
    touchJustification: assign({ justificationTouched: true }),
    /** The request as it is now and who changed it; the justification typed stays. */
    rememberConflict: assign(({ context }, params: { error: unknown }) => {
      const conflict = requestConflictOf(params.error);
      if (!conflict) return {};
      const request = conflict.humanResourceRequest;
      return {
        request,
        refusal: discardRefusal(request, new Date(context.now)) ?? '',
        changedBy: conflict.lastChange,
      };
    }),
    notify: (_, _params: { notice: DiscardNotice }) => {
      throw new Error('notify not provided');
    },
  },
  guards: {
    isRefused: ({ context }) => context.refusal !== '',
    /** Call 12 answered 412: someone else changed the request since it was shown. */
    isChangedElsewhere: (_, params: { error: unknown }) => requestConflictOf(params.error) !== undefined,
    justificationIsValid: ({ context }) => justificationMessage(context.justification) === '',
  },
}).createMachine({
  id: 'discard',
  description:
    'Discard rules (REQ-DISCARD-01), then the justification (required, max 500), then call 12; success or failure notice.',
  context: ({ input }) => ({
    request: input.request,
    now: input.now,
    refusal: discardRefusal(input.request, new Date(input.now)) ?? '',
    justification: '',
    justificationError: justificationMessage(''),
    justificationTouched: false,
    removed: false,
    changedBy: undefined,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'isRefused', target: 'refused' }, { target: 'askingJustification' }],
    },
    refused: {
      description: 'The modal with the exact refusal message.',
      on: {
        CLOSE: { target: 'closed' },
      },
    },
    askingJustification: {
      description: 'The justification modal (required, max 500).',
      on: {
        CHANGE_JUSTIFICATION: {
          actions: { type: 'changeJustification', params: ({ event }) => ({ value: event.value }) },
        },
        CONFIRM: [{ guard: 'justificationIsValid', target: 'removing' }, { actions: 'touchJustification' }],
        CANCEL: { target: 'closed' },
      },
    },
    removing: {
      tags: 'busy',
      invoke: {
        id: 'removeRequest',
        src: 'removeRequest',
        input: ({ context }) => ({
          body: toRemovalBody(context.request, context.justification),
          version: context.request.humanResourceRequestVersion,
        }),
        onDone: { target: 'removed' },
        onError: [
          {
            guard: { type: 'isChangedElsewhere', params: ({ event }) => ({ error: event.error }) },
            target: 'changedElsewhere',
            actions: { type: 'rememberConflict', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed' },
        ],
      },
    },
    removed: {
      description: 'Call 12 succeeded: the only ending that removes the request.',
      type: 'final',
      entry: [
        'markRemoved',
        {
          type: 'notify',
          params: { notice: 'discarded' },
        },
      ],
    },
    failed: {
      description:
        "Call 12 failed: the flag 'Error' / 'No se pudo eliminar la solicitud'; nothing removed, and the dialog stays open with the justification typed, to send again or cancel.",
      entry: {
        type: 'notify',
        params: { notice: 'discardFailed' },
      },
      on: {
        CHANGE_JUSTIFICATION: {
          actions: { type: 'changeJustification', params: ({ event }) => ({ value: event.value }) },
        },
        CONFIRM: [{ guard: 'justificationIsValid', target: 'removing' }, { actions: 'touchJustification' }],
        CANCEL: { target: 'closed' },
      },
    },
    changedElsewhere: {
      description:
        'Call 12 answered 412, someone else changed the request since it was shown: who, what and when, the request as it is now, the justification kept; nothing is sent until the person decides again (Descartar) or cancels.',
      on: {
        CHANGE_JUSTIFICATION: {
          actions: { type: 'changeJustification', params: ({ event }) => ({ value: event.value }) },
        },
        CONFIRM: [
          { guard: 'isRefused', target: 'refused' },
          { guard: 'justificationIsValid', target: 'removing' },
          { actions: 'touchJustification' },
        ],
        CANCEL: { target: 'closed' },
      },
    },
    closed: {
      type: 'final',
    },
  },
  output: ({ context }) => ({
    removed: context.removed,
    requestId: context.request.humanResourceRequestId,
    request: context.request,
  }),
});
