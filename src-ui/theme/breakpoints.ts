// The layout breakpoints of SPEC §9, in px, as named constants.

/** Every breakpoint SPEC §9 lists, by its width. */
export const breakpoints = {
  w460: 460,
  w461: 461,
  w490: 490,
  w532: 532,
  w542: 542,
  w550: 550,
  w600: 600,
  w640: 640,
  w700: 700,
  w710: 710,
  w730: 730,
  w750: 750,
  w760: 760,
  w768: 768,
  w800: 800,
  w944: 944,
  w950: 950,
  w1024: 1024,
  w1100: 1100,
  w1224: 1224,
  w1235: 1235,
  w1280: 1280,
} as const;

/** Widths with a named meaning in SPEC §9. */
export const layoutWidths = {
  /** Breadcrumbs show 5 crumbs at this width or more, 3 below. */
  breadcrumbsWide: breakpoints.w768,
  /** Toasts take the full width at this width or below. */
  toastFullWidth: 528,
  /** Overlays switch to their mobile layout below this width. */
  overlayMobile: 580,
  /** The error page is mobile up to this width. */
  errorPageMobile: breakpoints.w600,
  /** Contract actions collapse into a menu up to this width. */
  actionsCollapse: breakpoints.w1235,
  /** Tables show every row (no paginator) below this width. */
  tableMobile: breakpoints.w768,
} as const;

/** A `min-width` media query for a width in px. */
export const minWidth = (px: number): string => `screen and (min-width: ${px}px)`;
/** A `max-width` media query for a width in px. */
export const maxWidth = (px: number): string => `screen and (max-width: ${px}px)`;
