import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { type Appearance, appearanceColours, neutralColours, space } from './tokens';

const appearanceShape = { solid: null, onSolid: null, subtle: null, onSubtle: null };

/** The theme contract: every component reads its values through these CSS variables. */
export const vars = createThemeContract({
  color: {
    text: null,
    textSubtle: null,
    textInverse: null,
    surface: null,
    surfaceSubtle: null,
    border: null,
    borderSubtle: null,
    focus: null,
    link: null,
    overlay: null,
    counterGray: null,
    counterRed: null,
    counterYellow: null,
    counterNormal: null,
  },
  appearance: {
    primary: appearanceShape,
    success: appearanceShape,
    warning: appearanceShape,
    danger: appearanceShape,
    help: appearanceShape,
    dark: appearanceShape,
    gray: appearanceShape,
    light: appearanceShape,
  } satisfies Record<Appearance, typeof appearanceShape>,
  space: {
    none: null,
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    xxxl: null,
  },
  font: {
    family: null,
    size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    weight: { regular: null, medium: null, bold: null },
    lineHeight: { tight: null, normal: null },
  },
  radius: { sm: null, md: null, lg: null, round: null },
  shadow: { sm: null, md: null, lg: null },
  focusRing: null,
  zIndex: { sticky: null, overlay: null, toast: null },
});

/** The portal theme, applied to :root. */
createGlobalTheme(':root', vars, {
  color: { ...neutralColours },
  appearance: appearanceColours,
  space: { ...space },
  font: {
    family: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    size: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '24px', xxl: '32px' },
    weight: { regular: '400', medium: '500', bold: '700' },
    lineHeight: { tight: '1.25', normal: '1.5' },
  },
  radius: { sm: '4px', md: '8px', lg: '12px', round: '9999px' },
  shadow: {
    sm: '0 1px 2px rgba(9, 30, 66, 0.25)',
    md: '0 4px 8px -2px rgba(9, 30, 66, 0.25), 0 0 1px rgba(9, 30, 66, 0.31)',
    lg: '0 8px 16px -4px rgba(9, 30, 66, 0.25), 0 0 1px rgba(9, 30, 66, 0.31)',
  },
  focusRing: `0 0 0 2px ${neutralColours.surface}, 0 0 0 4px ${neutralColours.focus}`,
  zIndex: { sticky: '100', overlay: '1000', toast: '1100' },
});
