import { style } from '@vanilla-extract/css';
import { breakpoints, maxWidth } from '../theme/breakpoints';
import { vars } from '../theme/theme.css';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  minHeight: '64px',
  padding: `0 ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  '@media': { [maxWidth(breakpoints.w768)]: { gap: vars.space.sm, padding: `0 ${vars.space.sm}` } },
});
export const start = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexShrink: 0 });
export const middle = style({ display: 'flex', alignItems: 'center', flex: 1, minWidth: 0 });
export const end = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
