import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** The button that opens the panel: an icon and its text, at least 44 px high. */
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  minWidth: '44px',
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  flexShrink: 0,
  selectors: {
    '&[data-focus-visible]': { outline: 'none', boxShadow: vars.focusRing },
    '&[data-hovered]': { background: vars.color.surfaceSubtle },
  },
});
