import { breakpoints } from '@ui/theme/breakpoints';
import { appearances } from '@ui/theme/tokens';
import { describe, expect, test } from 'vitest';
import { contrastRatio } from './contrast';
import { nonTextPairs, textPairs } from './contrast-pairs';

describe('theme', () => {
  test('computes contrast ratios as WCAG does', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });

  test.each(textPairs.map(([name, text, background]) => [name, text, background]))(
    'text pair "%s" (%s on %s) reaches 4.5:1 (WCAG 2.2 AA)',
    (_name, text, background) => {
      expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
    },
  );

  test.each(nonTextPairs.map(([name, colour, background]) => [name, colour, background]))(
    'non-text pair "%s" (%s on %s) reaches 3:1',
    (_name, colour, background) => {
      expect(contrastRatio(colour, background)).toBeGreaterThanOrEqual(3);
    },
  );

  test('checks both pairs of every appearance', () => {
    for (const appearance of appearances) {
      expect(textPairs.some(([name]) => name === `${appearance} solid`)).toBe(true);
      expect(textPairs.some(([name]) => name === `${appearance} subtle`)).toBe(true);
    }
  });

  test('names every breakpoint of SPEC §9', () => {
    expect(Object.values(breakpoints)).toEqual([
      460, 461, 490, 532, 542, 550, 600, 640, 700, 710, 730, 750, 760, 768, 800, 944, 950, 1024, 1100, 1224,
      1235, 1280,
    ]);
  });
});
