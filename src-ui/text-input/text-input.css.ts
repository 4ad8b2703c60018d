import { style } from '@vanilla-extract/css';

export const fullWidth = style({ width: '100%' });
export const fixedWidth = style({ width: '100%', maxWidth: '452px' });
