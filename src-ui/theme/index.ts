import './global.css';

export { breakpoints, layoutWidths, maxWidth, minWidth } from './breakpoints';
export { contrastRatio, luminance } from './contrast';
export { type Sprinkles, sprinkles } from './sprinkles.css';
export { vars } from './theme.css';
export { type Appearance, appearanceColours, appearances, neutralColours, space } from './tokens';
