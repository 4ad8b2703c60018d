import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const list = style({ display: 'grid', gap: `${vars.space.md} ${vars.space.xl}`, margin: 0 });
export const columns = styleVariants({
  1: { gridTemplateColumns: '1fr' },
  2: {
    gridTemplateColumns: '1fr',
    '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: '1fr 1fr' } },
  },
  3: {
    gridTemplateColumns: '1fr',
    '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'repeat(3, 1fr)' } },
  },
});
export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const term = style({
  fontSize: vars.font.size.xs,
  color: vars.color.textSubtle,
  fontWeight: vars.font.weight.medium,
});
export const description = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });
