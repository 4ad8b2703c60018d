import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });
export const pageHeader = style({
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
});
export const pageTitle = style({ margin: 0, fontSize: vars.font.size.xxl });
export const intro = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textSubtle });
export const layout = style({
  display: 'flex',
  gap: vars.space.xl,
  padding: vars.space.xl,
  alignItems: 'flex-start',
});
export const index = style({
  position: 'sticky',
  top: vars.space.lg,
  width: '220px',
  flexShrink: 0,
  fontSize: vars.font.size.sm,
  '@media': { 'screen and (max-width: 1023px)': { display: 'none' } },
});
export const indexList = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});
export const indexLink = style({ color: vars.color.link, display: 'inline-block', minHeight: '24px' });
export const main = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxl,
});
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBottom: vars.space.xl,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  scrollMarginTop: vars.space.lg,
});
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.xl });
export const stateTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textSubtle,
  fontWeight: vars.font.weight.medium,
});
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-start' });
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
});
export const narrow = style({
  maxWidth: '360px',
  border: `1px dashed ${vars.color.borderSubtle}`,
  padding: vars.space.sm,
});
export const frame = style({
  border: `1px dashed ${vars.color.borderSubtle}`,
  display: 'flex',
  minHeight: '200px',
});
export const note = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textSubtle });
