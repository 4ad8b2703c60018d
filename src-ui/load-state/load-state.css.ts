import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.md} 0`,
});

export const message = style({ margin: 0, color: vars.color.text });
