import { style } from '@vanilla-extract/css';
import { breakpoints, maxWidth } from '../theme/breakpoints';
import { vars } from '../theme/theme.css';
import { hiddenRules } from '../visually-hidden/visually-hidden.css';

/** Up to 600 px the steps stand in one row of numbers and only the current step's name shows. */
const compact = maxWidth(breakpoints.w600);

export const stepper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const steps = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  flexWrap: 'wrap',
  '@media': { [compact]: { flexWrap: 'nowrap', alignItems: 'center' } },
});

export const step = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  flex: '1 1 0',
  minWidth: '120px',
  color: vars.color.textSubtle,
  '@media': {
    [compact]: {
      flex: '0 0 auto',
      minWidth: 0,
      alignItems: 'center',
      selectors: { '&[data-state="current"]': { flex: '1 1 auto' } },
    },
  },
});

/** The step's name and description; up to 600 px read only (but the current step's), beside its number. */
export const text = style({
  minWidth: 0,
  '@media': {
    [compact]: {
      ...hiddenRules,
      selectors: {
        [`${step}[data-state="current"] &`]: {
          position: 'static',
          width: 'auto',
          height: 'auto',
          margin: 0,
          overflow: 'visible',
          clip: 'auto',
          whiteSpace: 'normal',
        },
      },
    },
  },
});

export const number = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '32px',
  height: '32px',
  borderRadius: '50%',
  border: `2px solid ${vars.color.border}`,
  fontWeight: vars.font.weight.bold,
  selectors: {
    [`${step}[data-state="current"] &`]: {
      background: vars.appearance.primary.solid,
      borderColor: vars.appearance.primary.solid,
      color: vars.appearance.primary.onSolid,
    },
    [`${step}[data-state="done"] &`]: {
      background: vars.appearance.success.solid,
      borderColor: vars.appearance.success.solid,
      color: vars.appearance.success.onSolid,
    },
  },
});

export const name = style({
  display: 'block',
  fontWeight: vars.font.weight.bold,
  selectors: { [`${step}[data-state="current"] &`]: { color: vars.color.text } },
});

export const description = style({ display: 'block', fontSize: vars.font.size.xs });

export const actions = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
