// The colour pairs the contrast test checks (theme.test.ts). Kept out of the kit: only the test reads them,
// and a list computed when its module loads would put the whole palette in any bundle that read a token.
import { appearanceColours, appearances, neutralColours } from '@ui/theme/tokens';

/** Text/background pairs that must reach 4.5:1 (normal text), used by the contrast test. */
export const textPairs: ReadonlyArray<readonly [name: string, text: string, background: string]> = [
  ...appearances.flatMap((a) => {
    const c = appearanceColours[a];
    return [[`${a} solid`, c.onSolid, c.solid] as const, [`${a} subtle`, c.onSubtle, c.subtle] as const];
  }),
  ['text on surface', neutralColours.text, neutralColours.surface],
  ['subtle text on surface', neutralColours.textSubtle, neutralColours.surface],
  ['subtle text on subtle surface', neutralColours.textSubtle, neutralColours.surfaceSubtle],
  ['link on surface', neutralColours.link, neutralColours.surface],
  ['counter gray', neutralColours.counterGray, neutralColours.surface],
  ['counter red', neutralColours.counterRed, neutralColours.surface],
  ['counter yellow', neutralColours.counterYellow, neutralColours.surface],
  ['counter normal', neutralColours.counterNormal, neutralColours.surface],
];

/** Non-text pairs (input borders, focus ring) that must reach 3:1 (WCAG 1.4.11). */
export const nonTextPairs: ReadonlyArray<readonly [name: string, colour: string, background: string]> = [
  ['input border', neutralColours.border, neutralColours.surface],
  ['focus ring', neutralColours.focus, neutralColours.surface],
];
