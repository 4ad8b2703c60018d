import { vars } from '@ui/theme/theme.css';
import { style } from '@vanilla-extract/css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const heading = style({
  margin: `${vars.space.md} 0 0`,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});
