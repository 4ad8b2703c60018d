// The process page's actor, as the page and its sections (request-requirements.tsx) take it.
import type { requestProcessMachine } from '@machines/requests/request-process.machine';
import type { ActorRefFrom } from 'xstate';

export type RequestProcessRef = ActorRefFrom<typeof requestProcessMachine>;
