import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const chosen = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSubtle,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});

export const size = style({ color: vars.color.textSubtle });
