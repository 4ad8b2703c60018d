import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { breakpoints } from './breakpoints';
import { space } from './tokens';

const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': `screen and (min-width: ${breakpoints.w768}px)` },
    desktop: { '@media': `screen and (min-width: ${breakpoints.w1024}px)` },
    wide: { '@media': `screen and (min-width: ${breakpoints.w1280}px)` },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'flex', 'grid', 'inline-flex'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

/** Responsive spacing and layout atoms (mobile first; tablet ≥768, desktop ≥1024, wide ≥1280). */
export const sprinkles = createSprinkles(responsive);
export type Sprinkles = Parameters<typeof sprinkles>[0];
