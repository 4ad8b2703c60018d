import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const description = style({ margin: 0, color: vars.color.text });

export const single = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const term = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold });

export const choice = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: '2px' });

export const choiceDescription = style({ fontSize: vars.font.size.sm, color: vars.color.textSubtle });
