import { vars } from '@ui/theme/theme.css';
import { style } from '@vanilla-extract/css';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
