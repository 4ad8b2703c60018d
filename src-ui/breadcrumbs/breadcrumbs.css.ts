import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const list = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });

export const separator = style({ display: 'inline-flex', color: vars.color.textSubtle });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '24px',
  padding: `0 ${vars.space.xxs}`,
  color: vars.color.link,
  textDecoration: 'underline',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { textDecoration: 'none' } },
});

export const current = style({
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  padding: `0 ${vars.space.xxs}`,
});
