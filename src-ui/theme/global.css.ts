import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surface,
});

globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });

globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: '0.01ms', transitionDuration: '0.01ms' },
  },
});
