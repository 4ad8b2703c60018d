import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** SPEC §9: overlays switch to their mobile layout below 580 px. */
const overlayMobileWidth = 580;

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.overlay,
  animation: `${fadeIn} 150ms ease-out`,
  '@media': {
    [`screen and (max-width: ${overlayMobileWidth - 1}px)`]: { alignItems: 'flex-end', padding: 0 },
  },
});

export const modal = style({
  display: 'flex',
  maxHeight: 'calc(100vh - 32px)',
  width: '100%',
  outline: 'none',
  '@media': { [`screen and (max-width: ${overlayMobileWidth - 1}px)`]: { maxHeight: '90vh' } },
});

export const size = styleVariants({
  small: { maxWidth: '400px' },
  medium: { maxWidth: '600px' },
  large: { maxWidth: '900px' },
  fullscreen: { maxWidth: 'none', maxHeight: 'none', height: '100%' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  overflow: 'hidden',
  '@media': {
    [`screen and (max-width: ${overlayMobileWidth - 1}px)`]: {
      borderBottomLeftRadius: 0,
      borderBottomRightRadius: 0,
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.sm} ${vars.space.xl}`,
});

export const title = style({
  flex: 1,
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const body = style({ padding: `${vars.space.sm} ${vars.space.xl}`, overflowY: 'auto', flex: 1 });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.xl} ${vars.space.xl}`,
});

/** The overlay of a fullscreen modal (the folded navigation): the window covers the whole viewport. */
export const fullscreen = style({ padding: 0, alignItems: 'stretch', background: vars.color.surface });
globalStyle(`${fullscreen} ${modal}`, { maxHeight: 'none' });
globalStyle(`${fullscreen} ${dialog}`, { borderRadius: 0, boxShadow: 'none' });
globalStyle(`${fullscreen} ${header}`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: '64px',
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
});
globalStyle(`${fullscreen} ${body}`, { padding: 0 });
