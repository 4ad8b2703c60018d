import { keyframes, style, styleVariants } from '@vanilla-extract/css';

/** One full turn of the spinner, in ms (SPEC §9: every 0.8 s). */
const spinnerTurnMs = 800;

const turn = keyframes({ from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } });

export const wrapper = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' });

export const circle = style({
  display: 'inline-block',
  borderRadius: '50%',
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animation: `${turn} ${spinnerTurnMs}ms linear infinite`,
});

export const size = styleVariants({
  small: { width: '16px', height: '16px', borderWidth: '2px' },
  medium: { width: '24px', height: '24px', borderWidth: '3px' },
  large: { width: '48px', height: '48px', borderWidth: '4px' },
});
