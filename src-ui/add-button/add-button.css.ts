import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const addButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '56px',
  height: '56px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.round,
  background: vars.appearance.primary.solid,
  color: vars.appearance.primary.onSolid,
  boxShadow: vars.shadow.lg,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { outline: 'none', boxShadow: `${vars.focusRing}, ${vars.shadow.lg}` },
    '&[data-hovered]': { filter: 'brightness(0.92)' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const floating = style({
  position: 'fixed',
  right: vars.space.xl,
  bottom: vars.space.xl,
  zIndex: vars.zIndex.sticky,
});

export const withReason = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const reasonTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  color: vars.color.textSubtle,
  boxShadow: vars.shadow.sm,
  cursor: 'help',
  selectors: { '&[data-focus-visible]': { outline: 'none', boxShadow: vars.focusRing } },
});
