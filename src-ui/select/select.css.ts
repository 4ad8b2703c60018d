import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** SPEC §9: the list shows 5 options of about 46 px before it scrolls. */
const optionHeight = 46;
const visibleOptions = 5;

export const root = style({ width: '100%', maxWidth: '452px' });
export const fullWidth = style({ maxWidth: 'none' });

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const trigger = style({
  justifyContent: 'space-between',
  textAlign: 'left',
  cursor: 'pointer',
  flex: 1,
  minWidth: 0,
});

export const value = style({
  flex: 1,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textSubtle } },
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
});

export const listBox = style({
  maxHeight: `${optionHeight * visibleOptions}px`,
  overflowY: 'auto',
  outline: 'none',
  padding: 0,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: `${optionHeight}px`,
  padding: `0 ${vars.space.md}`,
  cursor: 'pointer',
  outline: 'none',
  color: vars.color.text,
  selectors: {
    '&[data-focused]': {
      background: vars.appearance.primary.subtle,
      color: vars.appearance.primary.onSubtle,
    },
    '&[data-selected]': { fontWeight: vars.font.weight.bold },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
    '&[data-disabled]': { color: vars.color.textSubtle, cursor: 'not-allowed' },
  },
});

export const check = style({ width: '20px', display: 'inline-flex', flexShrink: 0 });

// The chosen option is shown in the trigger with the option's own content: its check column belongs to
// the list only, so it takes no room there.
globalStyle(`${value} ${check}`, { display: 'none' });
