import { style } from '@vanilla-extract/css';
import { stackedList } from '../theme/patterns.css';
import { vars } from '../theme/theme.css';

export const board = style({
  display: 'flex',
  gap: vars.space.lg,
  minWidth: 0,
  selectors: {
    '&[data-orientation="vertical"]': { flexDirection: 'row', alignItems: 'flex-start', flexWrap: 'wrap' },
    '&[data-orientation="horizontal"]': { flexDirection: 'column' },
  },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSubtle,
  selectors: { [`${board}[data-orientation="vertical"] &`]: { flex: '1 1 280px', minWidth: 0 } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  flex: 1,
});

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '28px',
  height: '24px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.round,
  background: vars.appearance.dark.solid,
  color: vars.appearance.dark.onSolid,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
});

export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '40px',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.focusRing } },
});

export const chevron = style({
  display: 'inline-flex',
  transition: 'transform 150ms',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const cards = style([
  stackedList,
  {
    selectors: {
      [`${board}[data-orientation="horizontal"] &`]: {
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(260px, 100%), 1fr))',
      },
    },
  },
]);

/** A card off screen is neither laid out nor painted until it scrolls near (long columns stay cheap). */
export const card = style({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 180px',
});
