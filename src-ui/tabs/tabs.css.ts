import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** SPEC §9: the tab list scrolls by 150 px. */
export const tabScrollStep = 150;

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
});

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  flex: 1,
  minWidth: 0,
  scrollBehavior: 'smooth',
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  minHeight: '44px',
  padding: `0 ${vars.space.lg}`,
  borderBottom: '3px solid transparent',
  color: vars.color.textSubtle,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-selected]': {
      color: vars.appearance.primary.onSubtle,
      borderBottomColor: vars.appearance.primary.solid,
    },
    '&:hover:not([data-disabled])': { color: vars.color.text },
    '&:focus-visible': { outline: 'none', boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const panel = style({
  outline: 'none',
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.focusRing } },
});
