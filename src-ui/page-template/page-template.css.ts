import { style } from '@vanilla-extract/css';
import { breakpoints, maxWidth } from '../theme/breakpoints';
import { vars } from '../theme/theme.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  minWidth: 0,
  // Up to 768 px the layout's own padding is the page's margin: the page adds only a little room above.
  '@media': { [maxWidth(breakpoints.w768)]: { padding: `${vars.space.sm} 0` } },
});
export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 'min(200px, 100%)',
});
export const titleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });
export const description = style({ margin: 0, color: vars.color.textSubtle });
