import { vars } from '@ui/theme/theme.css';
import { globalStyle, style } from '@vanilla-extract/css';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(320px, 100%), 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The card's terms as the spec writes them ('último cargo'), shown with a capital first letter. */
export const cardDetails = style({});
globalStyle(`${cardDetails} dt::first-letter`, { textTransform: 'uppercase' });

/** Room under the last card for the floating add button (small screens). */
export const floatingRoom = style({ height: '72px' });

/** The decision step: its prompt and fields, one under the other. */
export const decision = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
