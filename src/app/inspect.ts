// `?inspect` in the development build attaches the Stately inspector to the root actors:
// `createActor(machine, { inspect: inspector?.inspect })`. The import.meta.env.DEV guard is a
// compile-time constant, so Vite drops the dynamic import (and @statelyai/inspect) from production.
import type { InspectionEvent, Observer } from 'xstate';

export interface MaybeInspector {
  inspect: Observer<InspectionEvent>;
}

/** The Stately browser inspector when running `npm run dev` with `?inspect` in the address; otherwise undefined. */
export async function maybeInspector(): Promise<MaybeInspector | undefined> {
  if (!import.meta.env.DEV) return undefined;
  if (typeof location === 'undefined' || !new URLSearchParams(location.search).has('inspect'))
    return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector();
  return { inspect: inspector.inspect };
}
