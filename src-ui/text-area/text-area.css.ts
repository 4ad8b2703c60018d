import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const wrapper = style({ width: '452px', maxWidth: '100%' });
export const fullWidth = style({ width: '100%' });

export const textarea = style({
  height: '120px',
  padding: vars.space.md,
  resize: 'vertical',
  lineHeight: vars.font.lineHeight.normal,
});

export const counterBase = style({
  marginLeft: 'auto',
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const counterTone = styleVariants({
  gray: { color: vars.color.counterGray },
  red: { color: vars.color.counterRed, fontWeight: vars.font.weight.bold },
  yellow: { color: vars.color.counterYellow, fontWeight: vars.font.weight.bold },
  normal: { color: vars.color.counterNormal },
});
