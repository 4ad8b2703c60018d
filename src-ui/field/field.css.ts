import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  border: 'none',
  margin: 0,
  padding: 0,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
  padding: 0,
});

export const required = style({ color: vars.color.counterRed, marginLeft: vars.space.xxs });

export const requiredText = style({
  marginLeft: vars.space.xs,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textSubtle,
});

export const description = style({ fontSize: vars.font.size.xs, color: vars.color.textSubtle });

export const message = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.xs,
  color: vars.color.counterRed,
});

export const control = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  width: '100%',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  selectors: {
    '&:focus-within, &[data-focus-visible], &[data-focused]': { outline: 'none', boxShadow: vars.focusRing },
    '&[data-invalid="true"], &[aria-invalid="true"], &[data-invalid]': { borderColor: vars.color.counterRed },
    '&[data-disabled], &:disabled, &[aria-disabled="true"]': {
      background: vars.color.surfaceSubtle,
      color: vars.color.textSubtle,
      cursor: 'not-allowed',
    },
  },
});

export const bareInput = style({
  flex: 1,
  minWidth: 0,
  height: '38px',
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

/** The row under a field when something sits beside the help and message (a counter). */
export const footerRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });
