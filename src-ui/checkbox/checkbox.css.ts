import { style } from '@vanilla-extract/css';
import { choiceRow } from '../theme/patterns.css';
import { vars } from '../theme/theme.css';

export const checkbox = style([choiceRow, { position: 'relative', display: 'inline-flex' }]);

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '20px',
  height: '20px',
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.appearance.primary.onSolid,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.appearance.primary.solid,
      borderColor: vars.appearance.primary.solid,
    },
    [`${checkbox}:has(:focus-visible) &`]: { boxShadow: vars.focusRing },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.counterRed },
  },
});
