import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const title = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });
export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
