import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.md} 0`,
});

export const message = style({ margin: 0, color: vars.color.text });

/** The inline loading state: as tall as a line, beside the text around it. */
export const inline = style({ display: 'inline-flex', alignItems: 'center', minHeight: '1.5em' });
