import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const anchor = style({ display: 'inline-flex' });

export const tooltip = style({
  // Placed by the component (fixed, so no scrolling box clips it); invisible until then.
  position: 'fixed',
  top: 0,
  left: 0,
  width: 'max-content',
  maxWidth: '280px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.appearance.dark.solid,
  color: vars.appearance.dark.onSolid,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.toast,
});
