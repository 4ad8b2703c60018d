// What counts as activity for the inactivity limit, shared by its guard and its lazily loaded screen.

/** The interactions that count as activity. */
export const activityEvents = [
  'pointerdown',
  'pointermove',
  'keydown',
  'wheel',
  'touchstart',
  'scroll',
] as const;

/** At most one activity event a second reaches the machine (pointer moves come by the hundred). */
export const activityThrottleMs = 1000;
/** At most one announcement to the other tabs every 10 seconds. */
export const announceThrottleMs = 10_000;

export type ListenerTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;
