// The last crumb's label when the address alone cannot say it: the process page's crumb names
// the request number, not the internal id of its address. A route sets it while it is shown; the main
// layout's breadcrumbs read it.
import { createContext, useContext, useEffect } from 'react';

const CrumbLabelContext = createContext<(label: string | undefined) => void>(() => {});

/** Provided by the main layout: sets the label of the trail's last crumb (undefined: the address's). */
export const CrumbLabelProvider = CrumbLabelContext.Provider;

/** While the calling route is shown, the last crumb reads `label` (when defined). */
export function useCrumbLabel(label: string | undefined): void {
  const setLabel = useContext(CrumbLabelContext);
  useEffect(() => {
    setLabel(label);
    return () => setLabel(undefined);
  }, [label, setLabel]);
}
