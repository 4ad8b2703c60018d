import { style } from '@vanilla-extract/css';
import { tone } from '../theme/appearance.css';
import { stackedList } from '../theme/patterns.css';
import { vars } from '../theme/theme.css';

/** SPEC §9: 400 px wide, full width at 528 px or below. */
const toastWidth = 400;
const toastFullWidthAt = 528;

export const region = style([
  stackedList,
  {
    position: 'fixed',
    top: vars.space.lg,
    right: vars.space.lg,
    zIndex: vars.zIndex.toast,
    '@media': {
      [`screen and (max-width: ${toastFullWidthAt}px)`]: { left: vars.space.sm, right: vars.space.sm },
    },
  },
]);

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  width: `${toastWidth}px`,
  maxWidth: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderLeft: `6px solid ${tone.solid}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  '@media': { [`screen and (max-width: ${toastFullWidthAt}px)`]: { width: '100%' } },
});

export const icon = style({ color: tone.onSubtle, display: 'inline-flex', paddingTop: vars.space.xxs });
export const body = style({ flex: 1, minWidth: 0 });
export const title = style({ margin: 0, fontWeight: vars.font.weight.bold, fontSize: vars.font.size.md });
export const description = style({ margin: `${vars.space.xxs} 0 0`, fontSize: vars.font.size.sm });
