import { stackedList } from '@ui/theme/patterns.css';
import { vars } from '@ui/theme/theme.css';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
});

export const fieldset = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const legend = style({ fontWeight: vars.font.weight.bold, marginBottom: vars.space.sm, padding: 0 });

export const summary = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const cardFacts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `0 ${vars.space.sm}`,
  margin: 0,
});

export const term = style({ fontWeight: vars.font.weight.bold });

export const detail = style({ margin: 0 });

export const note = style({ margin: 0, color: vars.color.textSubtle, fontSize: vars.font.size.sm });

export const taskList = stackedList;

export const taskItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const filterFold = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
});

export const filterSummary = style({
  cursor: 'pointer',
  fontWeight: vars.font.weight.bold,
  minHeight: 24,
});

export const cardHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
