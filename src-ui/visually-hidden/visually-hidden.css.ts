import { style } from '@vanilla-extract/css';

/** The rules that keep an element for assistive technology only (also used inside media queries). */
export const hiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const hidden = style(hiddenRules);
