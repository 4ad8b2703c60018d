import { style } from '@vanilla-extract/css';
import { choiceRow } from '../theme/patterns.css';
import { vars } from '../theme/theme.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const options = style({
  display: 'flex',
  gap: vars.space.sm,
  selectors: {
    '&[data-orientation="vertical"]': { flexDirection: 'column' },
    '&[data-orientation="horizontal"]': { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.lg },
  },
});

export const radio = style([choiceRow, { position: 'relative', display: 'flex' }]);

export const circle = style({
  width: '20px',
  height: '20px',
  flexShrink: 0,
  borderRadius: '50%',
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    [`${radio}[data-selected] &`]: {
      borderColor: vars.appearance.primary.solid,
      borderWidth: '6px',
    },
    [`${radio}:has(:focus-visible) &`]: { boxShadow: vars.focusRing },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.counterRed },
  },
});

export const optionDescription = style({
  display: 'block',
  fontSize: vars.font.size.xs,
  color: vars.color.textSubtle,
});
