import { style } from '@vanilla-extract/css';
import { vars } from '../../../src-ui/theme/theme.css';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
