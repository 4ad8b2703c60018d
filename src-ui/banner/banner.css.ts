import { style } from '@vanilla-extract/css';
import { tone } from '../theme/appearance.css';
import { vars } from '../theme/theme.css';

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: tone.subtle,
  color: tone.onSubtle,
  fontWeight: vars.font.weight.medium,
});
export const text = style({ flex: 1 });
