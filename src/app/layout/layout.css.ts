import { breakpoints } from '@ui/theme/breakpoints';
import { vars } from '@ui/theme/theme.css';
import { style } from '@vanilla-extract/css';

const narrow = `screen and (max-width: ${breakpoints.w768}px)`;

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const body = style({
  flex: 1,
  display: 'flex',
  minWidth: 0,
  '@media': { [narrow]: { flexDirection: 'column' } },
});

export const content = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { [narrow]: { padding: vars.space.md } },
});

export const fullWidth = style({
  flex: 1,
  padding: vars.space.lg,
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  '@media': { [narrow]: { padding: vars.space.md } },
});

export const centered = style({
  flex: 1,
  padding: vars.space.lg,
  maxWidth: '960px',
  width: '100%',
  margin: '0 auto',
  '@media': { [narrow]: { padding: vars.space.md } },
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.lg,
  color: 'inherit',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '@media': { [narrow]: { fontSize: vars.font.size.md } },
});

/** The one unit's name: cut with an ellipsis rather than run into the user menu. */
export const unitName = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weight.medium,
});

export const switcher = style({ minWidth: '240px' });

/** The switcher on small screens: the unit's abbreviation in a select as wide as the room left. */
export const compactSwitcher = style({ flex: 1, minWidth: 0, maxWidth: '200px', marginLeft: 'auto' });

export const menuPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
});

export const menuName = style({ margin: 0, fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' });

export const menuDetail = style({ margin: 0, color: vars.color.textSubtle, fontSize: vars.font.size.sm });

export const loginShell = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: 'minmax(280px, 2fr) 3fr',
  '@media': { [narrow]: { gridTemplateColumns: '1fr' } },
});

export const welcome = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.xxl,
  background: vars.appearance.primary.solid,
  color: vars.appearance.primary.onSolid,
  '@media': { [narrow]: { padding: vars.space.lg } },
});

export const welcomeTitle = style({ margin: 0, fontSize: vars.font.size.xxl });

export const loginChild = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xl,
});

export const waitingPage = style({ display: 'grid', placeItems: 'center', minHeight: '100vh' });

/** The signed-out page's card (a sign-out in another tab). */
export const signedOut = style({
  maxWidth: '440px',
  padding: vars.space.xl,
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
});

/**
 * The employee banner's place, kept from the first paint (the banner arriving moved the page
 * down, CLS): the loaded banner's height, one line (42 px) or, on a phone, two (74 px).
 */
export const bannerSlot = style({
  minHeight: '42px',
  '@media': { [`screen and (max-width: ${breakpoints.w600}px)`]: { minHeight: '74px' } },
});
