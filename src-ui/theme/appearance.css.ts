import { createVar, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { type Appearance, appearances } from './tokens';

/** Colours of the current appearance, set by `appearanceVars[appearance]`. */
export const tone = {
  solid: createVar(),
  onSolid: createVar(),
  subtle: createVar(),
  onSubtle: createVar(),
};

/** One class per appearance that points the `tone` variables at that appearance's colours. */
export const appearanceVars = styleVariants(
  Object.fromEntries(appearances.map((a) => [a, a])) as Record<Appearance, Appearance>,
  (a) => ({
    vars: {
      [tone.solid]: vars.appearance[a].solid,
      [tone.onSolid]: vars.appearance[a].onSolid,
      [tone.subtle]: vars.appearance[a].subtle,
      [tone.onSubtle]: vars.appearance[a].onSubtle,
    },
  }),
);
