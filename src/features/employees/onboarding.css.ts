import { breakpoints, maxWidth } from '@ui/theme/breakpoints';
import { vars } from '@ui/theme/theme.css';
import { style } from '@vanilla-extract/css';

export const page = style({
  width: '100%',
  maxWidth: '960px',
  margin: '0 auto',
  padding: vars.space.lg,
  // Up to 768 px the layout's padding is the margin.
  '@media': { [maxWidth(breakpoints.w768)]: { padding: 0 } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(260px, 100%), 1fr))',
  gap: vars.space.md,
});

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(240px, 100%), 1fr))',
  gap: vars.space.md,
});

export const toolbar = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

export const floatingRoom = style({ height: '72px' });
