import { layoutWidths } from '@ui/theme/breakpoints';
import { vars } from '@ui/theme/theme.css';
import { style } from '@vanilla-extract/css';

const mobile = `screen and (max-width: ${layoutWidths.errorPageMobile}px)`;

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceSubtle,
});

export const main = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.xl,
  '@media': { [mobile]: { padding: vars.space.md, alignItems: 'stretch' } },
});

export const title = style({ margin: 0, fontSize: vars.font.size.xxl, textAlign: 'center' });

export const code = style({ margin: 0, color: vars.color.textSubtle, textAlign: 'center' });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.xl,
  maxWidth: '880px',
  width: '100%',
  '@media': { [mobile]: { gridTemplateColumns: '1fr', gap: vars.space.md } },
});

export const column = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  padding: vars.space.lg,
});

export const columnTitle = style({ marginTop: 0, fontSize: vars.font.size.lg });

export const footer = style({
  padding: vars.space.md,
  textAlign: 'center',
  fontSize: vars.font.size.sm,
  color: vars.color.textSubtle,
});

export const fallback = style({ padding: vars.space.xl });
