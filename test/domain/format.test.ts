import {
  bogotaDay,
  calendarDayOf,
  capitalizeFirst,
  dateFormatMessage,
  ellipsis,
  fallbacks,
  formatCop,
  formatCount,
  formatDate,
  formatDateTime,
  fullName,
  moneyDigits,
  moneyText,
  normalizeForSearch,
  parseDisplayDate,
  parseMoney,
  requestNumberOrFallback,
  responsibleOrFallback,
  toIsoDate,
  truncate,
  truncationLimits,
} from '@src/domain/format';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

const nbsp = '\u00a0';

describe('money', () => {
  test('formats pesos with es-CO grouping and no decimals', () => {
    expect(formatCop(1234567).replace(nbsp, ' ')).toBe('$ 1.234.567');
    expect(formatCop(1234567.6).replace(nbsp, ' ')).toBe('$ 1.234.568');
    expect(formatCop(0).replace(nbsp, ' ')).toBe('$ 0');
    expect(formatCop('nada').replace(nbsp, ' ')).toBe('$ 0');
    expect(formatCop(1500)).toBe(
      new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 }).format(
        1500,
      ),
    );
  });

  test('pesos and counts written by hand are Intl es-CO, character for character', () => {
    const cop = new Intl.NumberFormat('es-CO', {
      style: 'currency',
      currency: 'COP',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    const count = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });
    const edges = [
      0,
      -0,
      0.5,
      -0.4,
      -0.5,
      999,
      999.5,
      1000,
      -1234.5,
      12345.5,
      2 ** 53 - 1,
      2 ** 53,
      1e21,
      -1e21,
    ];
    for (const value of edges) {
      expect(formatCop(value)).toBe(cop.format(value));
      expect(formatCount(value)).toBe(count.format(value));
    }
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })), (value) => {
        expect(formatCop(value)).toBe(cop.format(value));
        expect(formatCount(value)).toBe(count.format(value));
      }),
      { numRuns: 2000 },
    );
  });

  test('formats counts with a dot between thousands (es-CO), also for four digits', () => {
    expect(formatCount(500)).toBe('500');
    expect(formatCount(1500)).toBe('1.500');
    expect(formatCount(12000)).toBe('12.000');
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatCount(Number.NaN)).toBe('0');
  });

  test('keeps only digits in the money input', () => {
    expect(moneyDigits('$ 1.200.000')).toBe('1200000');
    expect(moneyDigits('abc')).toBe('');
    expect(moneyDigits(5)).toBe('');
    expect(moneyDigits('007')).toBe('7');
    expect(moneyDigits('0')).toBe('0');
    expect(moneyText('').replace(nbsp, ' ')).toBe('');
    expect(moneyText('1250000').replace(nbsp, ' ')).toBe('$ 1.250.000');
    expect(parseMoney('$ 2.500')).toBe(2500);
    expect(parseMoney('')).toBe(0);
    fc.assert(fc.property(fc.string(), (text) => /^\d*$/.test(moneyDigits(text))));
  });

  test('formats back what the money input parses', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        (amount) => parseMoney(formatCop(amount)) === amount,
      ),
    );
  });
});

describe('dates', () => {
  test('shows dd/Mon/yyyy in UTC with Spanish abbreviations', () => {
    expect(formatDate('2026-01-05T10:00:00Z')).toBe('05/Ene/2026');
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('31/Dic/2026');
    expect(formatDate('2026-08-01T02:00:00-05:00')).toBe('01/Ago/2026');
    expect(formatDate('2026-08-01T21:00:00-05:00')).toBe('02/Ago/2026');
    expect(formatDate(new Date(Date.UTC(1990, 0, 1)))).toBe('01/Ene/1990');
    const months = ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sep', 'Oct', 'Nov', 'Dic'];
    months.forEach((month, index) => {
      expect(formatDate(new Date(Date.UTC(2025, index, 15)))).toBe(`15/${month}/2025`);
    });
  });

  test("shows 'Sin Fecha' for missing or invalid dates", () => {
    expect(formatDate('')).toBe('Sin Fecha');
    expect(formatDate('mañana')).toBe('Sin Fecha');
    expect(formatDate(undefined)).toBe('Sin Fecha');
    expect(formatDate(new Date(Number.NaN))).toBe('Sin Fecha');
  });

  test('shows an instant as dd/Mon/yyyy HH:mm in Bogotá time', () => {
    expect(formatDateTime('2026-11-21T12:30:45Z')).toBe('21/Nov/2026 07:30');
    // Past midnight in UTC is still the day before in Bogotá.
    expect(formatDateTime('2026-01-01T03:05:00Z')).toBe('31/Dic/2025 22:05');
    expect(formatDateTime('2026-08-01T21:00:00-05:00')).toBe('01/Ago/2026 21:00');
    expect(formatDateTime(new Date(Date.UTC(2026, 2, 9, 5, 0)))).toBe('09/Mar/2026 00:00');
    expect(formatDateTime('')).toBe('Sin Fecha');
    expect(formatDateTime('ayer')).toBe('Sin Fecha');
  });

  test('writes ISO texts at the fixed -05:00 offset', () => {
    expect(toIsoDate(new Date('2026-11-21T12:30:45Z'))).toBe('2026-11-21T07:30:45-05:00');
    expect(toIsoDate(new Date('2026-11-21T02:00:00Z'))).toBe('2026-11-20T21:00:00-05:00');
    expect(toIsoDate(new Date(Number.NaN))).toBe('');
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1970-01-01T00:00:00Z'),
          max: new Date('2999-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (date) => new Date(toIsoDate(date)).getTime() === Math.floor(date.getTime() / 1000) * 1000,
      ),
    );
  });

  test('reads dd/Mon/yyyy back, and refuses wrong texts', () => {
    expect(parseDisplayDate('01/Ene/1990')?.toISOString()).toBe('1990-01-01T00:00:00.000Z');
    expect(parseDisplayDate('29/feb/2024')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseDisplayDate('29/Feb/2025')).toBeUndefined();
    expect(parseDisplayDate('1/Ene/1990')).toBeUndefined();
    expect(parseDisplayDate('01/Jan/1990')).toBeUndefined();
    expect(parseDisplayDate('1990-01-01')).toBeUndefined();
    expect(dateFormatMessage).toBe('Formato de fecha incorrecto. Ejemplo de formato: 01/Ene/1990.');
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2999-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const shown = formatDate(date);
          return formatDate(parseDisplayDate(shown)) === shown;
        },
      ),
    );
  });

  test('names calendar days in Colombia', () => {
    expect(bogotaDay(new Date('2026-11-21T03:00:00Z'))).toBe('2026-11-20');
    expect(calendarDayOf('2026-12-01')).toBe('2026-12-01');
    expect(calendarDayOf('01/Dic/2026')).toBe('2026-12-01');
    expect(calendarDayOf('2026-12-01T00:00:00-05:00')).toBe('2026-12-01');
    expect(calendarDayOf('2026-02-30')).toBeUndefined();
    expect(calendarDayOf('x')).toBeUndefined();
  });
});

describe('texts: truncation, capitals, search normaliser, fallbacks', () => {
  test("truncates with a single '…' after the limit", () => {
    expect(ellipsis).toBe('…');
    expect(truncate('a'.repeat(70), truncationLimits.description)).toBe(`${'a'.repeat(65)}…`);
    expect(truncate('a'.repeat(65), 65)).toBe('a'.repeat(65));
    expect(truncate('María José Rodríguez de la Peña', truncationLimits.mobileName)).toBe(
      'María José Rodríguez de la …',
    );
    expect(truncationLimits).toEqual({
      description: 65,
      mobileName: 27,
      toastTitle: 40,
      toastDescription: 80,
    });
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.nat(100), (text, max) => {
        const cut = truncate(text, max);
        return Array.from(cut).length <= max + 1 && (cut === text || cut.endsWith('…'));
      }),
    );
  });

  test('capitalises the first letter only', () => {
    expect(capitalizeFirst('contratos')).toBe('Contratos');
    expect(capitalizeFirst('éxito total')).toBe('Éxito total');
    expect(capitalizeFirst('')).toBe('');
    expect(capitalizeFirst('ya Bien')).toBe('Ya Bien');
  });

  test('normalises for accent- and case-insensitive search', () => {
    expect(normalizeForSearch('Núñez ÁLVAREZ')).toBe('nunez alvarez');
    expect(normalizeForSearch('José')).toBe(normalizeForSearch('jose'));
    expect(normalizeForSearch(undefined)).toBe('');
    fc.assert(
      fc.property(
        fc.string(),
        (text) => normalizeForSearch(normalizeForSearch(text)) === normalizeForSearch(text),
      ),
    );
  });

  test('uses the spec fallbacks', () => {
    expect(fallbacks).toMatchObject({
      noResponsible: 'Sin responsable',
      noDate: 'Sin Fecha',
      missingRequestNumber: 'XXXXXX',
      notApplicable: 'No aplica',
    });
    expect(requestNumberOrFallback('')).toBe('XXXXXX');
    expect(requestNumberOrFallback('SOL-9')).toBe('SOL-9');
    expect(responsibleOrFallback(' ')).toBe('Sin responsable');
    expect(responsibleOrFallback('Ana')).toBe('Ana');
    expect(fullName(' Ana  María', 'Núñez ')).toBe('Ana María Núñez');
  });
});
