import { breakpoints, minWidth } from '@ui/theme/breakpoints';
import { vars } from '@ui/theme/theme.css';
import { globalStyle, style } from '@vanilla-extract/css';

/** Height of one unit row in the radio list (logo 32 px plus the gap). */
const unitRowHeight = 48;
/** The list scrolls when it holds more units than this (SPEC §9). */
export const unitsBeforeScrolling = 5;

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '480px',
});

export const centred = style([
  page,
  {
    alignItems: 'center',
    textAlign: 'center',
    justifyContent: 'center',
    minHeight: '240px',
  },
]);

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  color: vars.color.textSubtle,
});

export const strong = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

/** The unit list: above five units it scrolls on screens wider than a phone. */
export const unitList = style({});

globalStyle(`${unitList}[data-scrolls="true"] [data-orientation="vertical"]`, {
  '@media': {
    [minWidth(breakpoints.w600 + 1)]: {
      maxHeight: `${unitRowHeight * unitsBeforeScrolling}px`,
      overflowY: 'auto',
      padding: vars.space.xs,
    },
  },
});

export const logo = style({
  width: '32px',
  height: '32px',
  objectFit: 'contain',
  flexShrink: 0,
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
