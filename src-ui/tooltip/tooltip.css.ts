import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const tooltip = style({
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
