import { style } from '@vanilla-extract/css';
import { breakpoints, maxWidth } from '../theme/breakpoints';
import { vars } from '../theme/theme.css';

/** SPEC §9: the user menu is 312 px wide (90vw up to 344 px on small screens). */
const userMenuWidth = 312;
const userMenuMobileMax = 344;

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  flexShrink: 0,
  selectors: {
    '&[data-focus-visible]': { outline: 'none', boxShadow: vars.focusRing },
    '&[data-hovered]': { background: vars.color.surfaceSubtle },
  },
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: '50%',
  background: vars.appearance.primary.solid,
  color: vars.appearance.primary.onSolid,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.sm,
});

/** The name and detail beside the avatar; up to 768 px only the avatar shows (the panel holds them). */
export const names = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  lineHeight: 1.2,
  '@media': { [maxWidth(breakpoints.w768)]: { display: 'none' } },
});
export const detail = style({ fontSize: vars.font.size.xs, color: vars.color.textSubtle });

export const popover = style({
  width: `${userMenuWidth}px`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  '@media': { 'screen and (max-width: 579px)': { width: '90vw', maxWidth: `${userMenuMobileMax}px` } },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  outline: 'none',
});

export const anchor = style({ display: 'inline-block' });
