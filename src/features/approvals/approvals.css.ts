import { breakpoints } from '@ui/theme/breakpoints';
import { vars } from '@ui/theme/theme.css';
import { style } from '@vanilla-extract/css';

const narrow = `screen and (max-width: ${breakpoints.w768}px)`;

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  flex: 1,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, flex: 1 });

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const term = style({ fontWeight: vars.font.weight.bold, color: vars.color.text });

export const description = style({ margin: 0, color: vars.color.text });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const message = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textSubtle,
  fontSize: vars.font.size.sm,
  '@media': { [narrow]: { justifyContent: 'center' } },
});

export const logo = style({ height: '32px', width: 'auto' });

export const sending = style({ margin: 0, alignSelf: 'center' });

export const absences = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const absencesHeading = style({ margin: 0, fontSize: vars.font.size.lg });

export const absencesList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const absence = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.md,
  padding: `${vars.space.xs} 0 ${vars.space.xs} ${vars.space.md}`,
  borderLeft: `2px solid ${vars.color.borderSubtle}`,
});

export const absenceName = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const absenceLine = style({ margin: 0 });

export const absencesNote = style({ margin: 0, color: vars.color.textSubtle });
