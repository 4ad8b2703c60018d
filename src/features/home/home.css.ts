import { breakpoints, maxWidth } from '@ui/theme/breakpoints';
import { vars } from '@ui/theme/theme.css';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const greeting = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const lead = style({ margin: 0, color: vars.color.textSubtle });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(220px, 100%), 1fr))',
  gap: vars.space.md,
  '@media': { [maxWidth(breakpoints.w600)]: { gridTemplateColumns: '1fr' } },
});

export const cardText = style({ margin: 0, color: vars.color.textSubtle, fontSize: vars.font.size.sm });

export const link = style({
  color: vars.color.link,
  fontWeight: vars.font.weight.medium,
  minHeight: '24px',
  display: 'inline-flex',
  alignItems: 'center',
});

/**
 * The employee card's place, kept while it loads (the card filling in moved the feature cards,
 * CLS 0.1 on a phone): the loaded card's height, 170 px, or 230 px on a phone (its facts in two rows).
 */
export const employeeSlot = style({
  minHeight: '170px',
  '@media': { [maxWidth(breakpoints.w600)]: { minHeight: '230px' } },
});
