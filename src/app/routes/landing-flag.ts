// A success flag handed to a page in the navigation state (here: the onboarding wizard's 'Solicitud
// enviada' on employee selection), read once and cleared after 5 s (SPEC §9) or when dismissed. The
// request lists have their own (useSuccessFlag in holidays-routes.tsx); this one keeps the employee
// routes' chunk free of the vacation code.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** SPEC §9: the success flag after a redirect is cleared after 5 s. */
export const landingFlagMs = 5000;

/** What a page receives in the navigation state. */
export interface LandingFlag {
  title: string;
  description: string;
}

/** The flag the previous page left, until 5 s pass or it is dismissed; a reload does not show it again. */
export function useLandingFlag() {
  const location = useLocation();
  const navigate = useNavigate();
  const [landing] = useState(() => (location.state as { landingFlag?: LandingFlag } | null)?.landingFlag);
  const [flag, setFlag] = useState(landing);
  const { pathname, search } = location;
  useEffect(() => {
    if (!landing) return;
    navigate(`${pathname}${search}`, { replace: true, state: null });
    const timer = setTimeout(() => setFlag(undefined), landingFlagMs);
    return () => clearTimeout(timer);
  }, [landing, pathname, search, navigate]);
  return { flag, dismiss: () => setFlag(undefined) };
}
