import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textSubtle,
});
export const icon = style({ color: vars.color.textSubtle });
export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});
export const description = style({ margin: 0, fontSize: vars.font.size.sm, maxWidth: '480px' });
