import { recipe } from '@vanilla-extract/recipes';
import { tone } from '../theme/appearance.css';
import { vars } from '../theme/theme.css';

export const tag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.round,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
  variants: {
    variant: {
      subtle: { background: tone.subtle, color: tone.onSubtle, border: `1px solid ${tone.onSubtle}` },
      solid: { background: tone.solid, color: tone.onSolid, border: `1px solid ${tone.solid}` },
    },
  },
  defaultVariants: { variant: 'subtle' },
});
