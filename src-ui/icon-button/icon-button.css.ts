import { recipe } from '@vanilla-extract/recipes';
import { tone } from '../theme/appearance.css';
import { vars } from '../theme/theme.css';

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: 0,
    border: '2px solid transparent',
    cursor: 'pointer',
    flexShrink: 0,
    selectors: {
      '&[data-focus-visible]': { outline: 'none', boxShadow: vars.focusRing },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    variant: {
      filled: { background: tone.solid, color: tone.onSolid },
      ghost: {
        background: 'transparent',
        color: tone.onSubtle,
        selectors: { '&[data-hovered]:not([data-disabled])': { background: tone.subtle } },
      },
    },
    size: {
      small: { width: '32px', height: '32px', borderRadius: vars.radius.sm },
      medium: { width: '40px', height: '40px', borderRadius: vars.radius.md },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'medium' },
});
