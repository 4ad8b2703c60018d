import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const scroll = style({
  overflowX: 'auto',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.focusRing } },
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });
export const caption = style({
  textAlign: 'left',
  fontWeight: vars.font.weight.bold,
  padding: `${vars.space.sm} 0`,
});
export const th = style({
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceSubtle,
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
  borderBottom: `2px solid ${vars.color.borderSubtle}`,
  whiteSpace: 'nowrap',
});
export const td = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
});
