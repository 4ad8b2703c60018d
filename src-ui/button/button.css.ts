import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { tone } from '../theme/appearance.css';
import { vars } from '../theme/theme.css';

/** SPEC §9: a button is 100 to 300 px wide. */
const buttonMinWidth = 100;
const buttonMaxWidth = 300;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minWidth: `${buttonMinWidth}px`,
    maxWidth: `${buttonMaxWidth}px`,
    minHeight: '40px',
    padding: `${vars.space.sm} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    border: '2px solid transparent',
    fontFamily: 'inherit',
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    cursor: 'pointer',
    textAlign: 'center',
    selectors: {
      '&[data-focus-visible]': { outline: 'none', boxShadow: vars.focusRing },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      filled: {
        background: tone.solid,
        color: tone.onSolid,
        selectors: { '&[data-hovered]:not([data-disabled])': { filter: 'brightness(0.92)' } },
      },
      outlined: {
        background: vars.color.surface,
        color: tone.onSubtle,
        borderColor: tone.onSubtle,
        selectors: { '&[data-hovered]:not([data-disabled])': { background: tone.subtle } },
      },
      text: {
        background: 'transparent',
        color: tone.onSubtle,
        selectors: { '&[data-hovered]:not([data-disabled])': { background: tone.subtle } },
      },
    },
    fullWidth: { true: { width: '100%', maxWidth: 'none' }, false: {} },
  },
  defaultVariants: { variant: 'filled', fullWidth: false },
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
  background: 'transparent',
  color: vars.color.textSubtle,
  cursor: 'help',
  selectors: { '&[data-focus-visible]': { outline: 'none', boxShadow: vars.focusRing } },
});
