import type { TeamAbsence } from '@src/domain/entities';
import { assign, fromPromise, setup } from 'xstate';

export interface TeamAbsencesInput {
  /** The enjoyment request the manager answers: its days are the period the absences overlap. */
  requestId: string;
}

export interface TeamAbsencesContext extends TeamAbsencesInput {
  /** The team mates away in those days, first day first, as call 20 gave them. */
  absences: TeamAbsence[];
}

export type TeamAbsencesEvent =
  /** 'Reintentar' after the absences could not be read. */
  { type: 'RETRY' };

export interface FetchTeamAbsencesInput {
  requestId: string;
}

/**
 * 'Ausencias del equipo en esas fechas' on the vacation approval of an enjoyment request: who else of the
 * manager's team (same manager and unit) is away, pending or approved, in the request's days (call 20).
 * It loads on its own, beside the answer: its loading and failed states never block the manager's answer
 * and are never shown as the empty text (nobody away is only what call 20 said).
 */
export const teamAbsencesMachine = setup({
  types: {
    context: {} as TeamAbsencesContext,
    events: {} as TeamAbsencesEvent,
    input: {} as TeamAbsencesInput,
    children: {} as { fetchTeamAbsences: 'fetchTeamAbsences' },
    tags: {} as 'busy',
  },
  actors: {
    fetchTeamAbsences: fromPromise<TeamAbsence[], FetchTeamAbsencesInput>(async () => {
      throw new Error('fetchTeamAbsences not provided');
    }),
  },
  actions: {
    rememberAbsences: assign((_, params: { absences: TeamAbsence[] }) => ({ absences: params.absences })),
  },
  guards: {
    hasAbsences: (_, params: { absences: TeamAbsence[] }) => params.absences.length > 0,
  },
}).createMachine({
  id: 'teamAbsences',
  description:
    "The team's absences in an enjoyment request's days (call 20): loading, the list, nobody, or failed with Reintentar; never in the way of the answer.",
  context: ({ input }) => ({ ...input, absences: [] }),
  initial: 'loading',
  states: {
    loading: {
      description: "Call 20: 'Cargando las ausencias del equipo'; the request and the answer show meanwhile.",
      tags: 'busy',
      invoke: {
        id: 'fetchTeamAbsences',
        src: 'fetchTeamAbsences',
        input: ({ context }) => ({ requestId: context.requestId }),
        onDone: [
          {
            guard: { type: 'hasAbsences', params: ({ event }) => ({ absences: event.output }) },
            target: 'loaded',
            actions: { type: 'rememberAbsences', params: ({ event }) => ({ absences: event.output }) },
          },
          {
            target: 'empty',
            actions: { type: 'rememberAbsences', params: ({ event }) => ({ absences: event.output }) },
          },
        ],
        onError: { target: 'failed' },
      },
    },
    loaded: {
      description: 'The team mates away in those days: name, first and last day, pending or approved.',
    },
    empty: {
      description: "'Nadie más del equipo tiene vacaciones en esas fechas.'",
    },
    failed: {
      description:
        "'No se pudieron cargar las ausencias del equipo.' and Reintentar; the answer can still be sent.",
      on: {
        RETRY: { target: 'loading' },
      },
    },
  },
});
