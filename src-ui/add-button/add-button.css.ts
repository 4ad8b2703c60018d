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

/** The reason trigger of a disabled add button: the button's, raised on a surface (it may float). */
export const reasonRaised = style({ background: vars.color.surface, boxShadow: vars.shadow.sm });
