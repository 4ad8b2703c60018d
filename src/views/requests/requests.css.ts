import { vars } from '@ui/theme/theme.css';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingTop: vars.space.md,
});

/** 'Historial de la solicitud'. */
export const history = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const historyHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const historyHeading = style({ margin: 0, fontSize: vars.font.size.lg });

export const historyList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const historyEntry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} 0 ${vars.space.sm} ${vars.space.md}`,
  borderLeft: `2px solid ${vars.color.borderSubtle}`,
});

export const historyWhat = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const historyLine = style({ margin: 0 });

export const historyMeta = style({ margin: 0, color: vars.color.textSubtle, fontSize: vars.font.size.sm });

export const historyWords = style({ margin: 0, fontStyle: 'italic', overflowWrap: 'anywhere' });

export const historyNote = style({ margin: 0, color: vars.color.textSubtle });

/** A details modal: the request's facts, then its history. */
export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });
