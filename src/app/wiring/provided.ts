// How an adapter gives a machine its real actors and actions without rebuilding it on every render:
// `provide` runs once, on the first render, and the implementations it builds read the latest
// dependencies (navigation, the selected unit, the session's API…) through `deps()`.
import { useLayoutEffect, useRef, useState } from 'react';

/** The machine `provide` builds, once per component, reading the dependencies of the last render. */
export function useProvided<Deps, Logic>(deps: Deps, provide: (deps: () => Deps) => Logic): Logic {
  const latest = useRef(deps);
  useLayoutEffect(() => {
    latest.current = deps;
  });
  const [logic] = useState(() => provide(() => latest.current));
  return logic;
}
