import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

const shimmer = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.45 }, '100%': { opacity: 1 } });

export const base = style({
  display: 'block',
  background: vars.color.borderSubtle,
  animation: `${shimmer} 1.6s ease-in-out infinite`,
});

export const shape = styleVariants({
  text: { height: '14px', borderRadius: vars.radius.sm },
  rect: { borderRadius: vars.radius.md },
  circle: { borderRadius: '50%' },
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
