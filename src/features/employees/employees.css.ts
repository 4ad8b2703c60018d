import { breakpoints, maxWidth } from '@ui/theme/breakpoints';
import { vars } from '@ui/theme/theme.css';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '560px',
  margin: '0 auto',
  padding: vars.space.lg,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const subtitle = style({ margin: 0, color: vars.color.textSubtle });

export const results = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  maxHeight: '320px',
  overflowY: 'auto',
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
});

export const result = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSubtle },
    '&:focus-visible': { outline: 'none', boxShadow: vars.focusRing },
  },
});

export const resultId = style({ color: vars.color.textSubtle, fontSize: vars.font.size.sm });

export const noResults = style({ margin: 0, color: vars.color.textSubtle });

export const actions = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const link = style({
  color: vars.color.link,
  fontWeight: vars.font.weight.medium,
  minHeight: '24px',
  display: 'inline-flex',
  alignItems: 'center',
});

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  flexWrap: 'wrap',
  selectors: {
    '&:hover': { background: vars.color.surfaceSubtle },
    '&:focus-visible': { outline: 'none', boxShadow: vars.focusRing },
  },
  '@media': { [maxWidth(breakpoints.w600)]: { gap: vars.space.sm } },
});

export const bannerRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const bannerName = style({ fontWeight: vars.font.weight.bold });

export const bannerDays = style({
  marginLeft: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.font.weight.medium,
});

export const bannerState = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textSubtle,
});

export const total = style({ margin: 0, fontWeight: vars.font.weight.bold });

export const employeeFacts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  alignItems: 'center',
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const factLabel = style({ fontSize: vars.font.size.xs, color: vars.color.textSubtle });

export const factValue = style({ margin: 0, fontWeight: vars.font.weight.medium });

export const factDays = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.appearance.primary.solid,
});

/** 'Cargando empleados: 1.500 de 20.000' while the other pages arrive. */
export const progress = style({ margin: 0, color: vars.color.textSubtle, fontSize: vars.font.size.sm });

/** The pages that could not be loaded, with 'Reintentar'. */
export const partial = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.text,
});
