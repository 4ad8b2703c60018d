import { style } from '@vanilla-extract/css';
import { tone } from '../theme/appearance.css';
import { vars } from '../theme/theme.css';

export const flag = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: tone.subtle,
  color: tone.onSubtle,
  border: `1px solid ${tone.onSubtle}`,
});
export const body = style({ flex: 1 });
export const title = style({ margin: 0, fontWeight: vars.font.weight.bold });
export const text = style({ margin: `${vars.space.xxs} 0 0`, fontSize: vars.font.size.sm });
