import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** SPEC §9: the side navigation is 248 px wide. */
const sideNavWidth = 248;

export const nav = style({
  width: `${sideNavWidth}px`,
  flexShrink: 0,
  padding: `${vars.space.sm} 0`,
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.borderSubtle}`,
});

/** The navigation inside the fullscreen panel: the panel's width, no border. */
export const filled = style({ width: '100%', padding: `${vars.space.sm} 0` });

export const section = style({ borderBottom: `1px solid ${vars.color.borderSubtle}` });

export const heading = style({ margin: 0, fontSize: vars.font.size.md });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '44px',
  padding: `0 ${vars.space.lg}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weight.bold,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: 'none', boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
    '&:hover': { background: vars.color.surfaceSubtle },
  },
});

export const triggerLabel = style({ flex: 1 });

export const chevron = style({
  display: 'inline-flex',
  transition: 'transform 150ms',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const links = style({ margin: 0, padding: `0 0 ${vars.space.sm}`, listStyle: 'none' });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  padding: `0 ${vars.space.lg} 0 ${vars.space.xl}`,
  color: vars.color.text,
  textDecoration: 'none',
  borderLeft: '4px solid transparent',
  selectors: {
    '&:hover': { background: vars.color.surfaceSubtle },
    '&[aria-current="page"]': {
      borderLeftColor: vars.appearance.primary.solid,
      background: vars.appearance.primary.subtle,
      color: vars.appearance.primary.onSubtle,
      fontWeight: vars.font.weight.bold,
    },
    '&:focus-visible': { outline: 'none', boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
  },
});
