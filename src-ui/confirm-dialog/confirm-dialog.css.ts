import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** The refusal said while the confirmation runs (Escape pressed): under the question, emphasised. */
export const refusal = style({
  margin: `${vars.space.md} 0 0`,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  // Empty until Escape is pressed, but kept in the page: a live region must exist before it speaks.
  selectors: { '&:empty': { margin: 0 } },
});
