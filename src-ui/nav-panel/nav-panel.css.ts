import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

const slideIn = keyframes({ from: { transform: 'translateX(-16px)', opacity: 0 }, to: {} });

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

/** Fullscreen: the panel covers the whole viewport. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.surface,
});

export const panel = style({
  height: '100%',
  outline: 'none',
  animation: `${slideIn} 150ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '64px',
  padding: `0 ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
});

export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

/** The sections scroll inside the panel when they are taller than the screen. */
export const body = style({ flex: 1, overflowY: 'auto' });
