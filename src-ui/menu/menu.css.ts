import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const popover = style({
  minWidth: '200px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
});

export const menu = style({
  padding: `${vars.space.xs} 0`,
  outline: 'none',
  maxHeight: '320px',
  overflowY: 'auto',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  padding: `0 ${vars.space.lg}`,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': {
      background: vars.appearance.primary.subtle,
      color: vars.appearance.primary.onSubtle,
    },
    '&[data-disabled]': { color: vars.color.textSubtle, cursor: 'not-allowed' },
  },
});

export const texts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  padding: `${vars.space.xs} 0`,
});

export const description = style({
  maxWidth: '280px',
  fontSize: vars.font.size.sm,
  color: vars.color.textSubtle,
});
