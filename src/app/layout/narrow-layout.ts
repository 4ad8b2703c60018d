import { breakpoints, maxWidth } from '@ui/theme/breakpoints';
import { useMediaQuery } from '@ui/utils/use-media-query';

/** The layouts' breakpoint: up to 768 px the navigation folds and the top bar turns compact. */
const narrowLayoutQuery = maxWidth(breakpoints.w768);

/** True while the screen is at most 768 px wide (false where media queries cannot be read). */
export function useNarrowLayout(): boolean {
  return useMediaQuery(narrowLayoutQuery);
}
