// The API the app builds once: one typed function per call of SPEC §7, grouped by resource under
// `calls/` (session.ts: calls 1–6, employees.ts: 7–9 and 13, requests.ts: 10–12 and 14–19), all over
// one caller (calls/caller.ts). Each function takes one object: its input plus `signal` (the caller's
// AbortSignal) and `businessUnit` (overrides the X-Business-unit getter for this call, so a query keyed
// by a unit always asks for that unit). Every response goes through the entity schemas of
// src/domain/entities, which never throw on odd data.
import { type CreateApiOptions, createCaller } from './calls/caller';
import { employeeCalls } from './calls/employees';
import { requestCalls } from './calls/requests';
import { sessionCalls } from './calls/session';

/** Builds the API the app uses: one function per call of SPEC §7. */
export function createApi(options: CreateApiOptions) {
  const caller = createCaller(options);
  return { ...sessionCalls(caller), ...employeeCalls(caller), ...requestCalls(caller) };
}

/** The API object the app builds once. */
export type Api = ReturnType<typeof createApi>;
