import { style } from '@vanilla-extract/css';
import { tone } from '../theme/appearance.css';
import { vars } from '../theme/theme.css';

export const icon = style({ display: 'inline-flex', color: tone.onSubtle });
export const body = style({ margin: 0, color: vars.color.text });
