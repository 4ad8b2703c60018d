import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** A list without bullets whose items stack with the small gap (board cards, toasts, task lists). */
export const stackedList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A control with its label beside it (checkbox, radio): the pointer, the row height, and dimmed when off. */
export const choiceRow = style({
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '32px',
  cursor: 'pointer',
  color: vars.color.text,
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textSubtle } },
});
