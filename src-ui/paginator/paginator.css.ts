import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const paginator = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});
