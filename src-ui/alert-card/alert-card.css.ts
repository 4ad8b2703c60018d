import { style } from '@vanilla-extract/css';
import { tone } from '../theme/appearance.css';
import { vars } from '../theme/theme.css';

export const card = style({
  display: 'flex',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderLeft: `6px solid ${tone.solid}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});
export const icon = style({ color: tone.onSubtle, display: 'inline-flex', flexShrink: 0 });
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
});
export const title = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });
export const text = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text });
