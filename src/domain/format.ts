// Formatting helpers of SPEC §1, §3 and §9: pesos, dates (dd/Mon/yyyy in UTC, ISO at -05:00),
// truncation, capitalisation, search normalisation and the fallback texts.

/** Fallback texts of SPEC §9. */
export const fallbacks = {
  noResponsible: 'Sin responsable',
  noDate: 'Sin Fecha',
  missingRequestNumber: 'XXXXXX',
  notApplicable: 'No aplica',
  openEnded: 'Indefinido',
} as const;

/** Truncation limits of SPEC §9. */
export const truncationLimits = {
  description: 65,
  mobileName: 27,
  toastTitle: 40,
  toastDescription: 80,
} as const;

/**
 * The ellipsis appended by `truncate`: the single character '…' (U+2026), chosen over '...' so a
 * truncated text never exceeds its limit by more than one character.
 */
export const ellipsis = '…';

/** Spanish month abbreviations used in displayed dates. */
const monthAbbreviations = [
  'Ene',
  'Feb',
  'Mar',
  'Abr',
  'May',
  'Jun',
  'Jul',
  'Ago',
  'Sep',
  'Oct',
  'Nov',
  'Dic',
] as const;

export const dateFormatMessage = 'Formato de fecha incorrecto. Ejemplo de formato: 01/Ene/1990.';

// Pesos and counts are written by hand: an Intl.NumberFormat made when this module loads cost
// the `shared` chunk's evaluation ICU's start-up (10–20 ms on this machine, 4× on Lighthouse's mobile
// preset). The output is Intl's for es-CO, character for character (test/domain/format.test.ts compares
// them): '-' before the sign of a negative amount (negative zero included), a no-break space after '$',
// half away from zero, dots between thousands. Past 2^53 (no exact whole number) Intl writes it.
const noBreakSpace = '\u00a0';
let largeCop: Intl.NumberFormat | undefined;
let largeCount: Intl.NumberFormat | undefined;

/** A finite number's sign and its whole part rounded half away from zero, grouped by thousands. */
function wholeGrouped(value: number): { negative: boolean; digits: string } | undefined {
  const whole = Math.round(Math.abs(value));
  if (!Number.isSafeInteger(whole)) return undefined;
  return {
    negative: value < 0 || Object.is(value, -0),
    digits: String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.'),
  };
}

/** Formats an amount as Colombian pesos without decimals, e.g. '$ 1.234.568'. Non-numbers format as 0. */
export function formatCop(amount: unknown): string {
  const number = typeof amount === 'number' ? amount : Number(amount);
  const value = Number.isFinite(number) ? number : 0;
  const grouped = wholeGrouped(value);
  if (grouped) return `${grouped.negative ? '-' : ''}$${noBreakSpace}${grouped.digits}`;
  largeCop ??= new Intl.NumberFormat('es-CO', {
    style: 'currency',
    currency: 'COP',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  return largeCop.format(value);
}

/** Formats a count the Colombian way, with a dot between thousands: 12000 → '12.000', 1500 → '1.500'. */
export function formatCount(count: number): string {
  const value = Number.isFinite(count) ? count : 0;
  const grouped = wholeGrouped(value);
  if (grouped) return `${grouped.negative ? '-' : ''}${grouped.digits}`;
  largeCount ??= new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });
  return largeCount.format(value);
}

/** Keeps only the digits of a money input's text, without leading zeros ('$ 01.200' → '1200'). */
export function moneyDigits(input: unknown): string {
  return typeof input === 'string' ? input.replace(/\D/g, '').replace(/^0+(?=\d)/, '') : '';
}

/** What a money input shows for its digits: pesos, or '' while nothing is typed. */
export function moneyText(digits: string): string {
  return digits === '' ? '' : formatCop(Number(digits));
}

/** The amount typed in a money input (digits only), 0 when there are none. */
export function parseMoney(input: unknown): number {
  const digits = moneyDigits(input);
  return digits === '' ? 0 : Number(digits);
}

/** Reads a date from an ISO text (yyyy-mm-dd…), a timestamp or a Date; undefined when it is not a valid date. */
export function toDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value === 'number') return Number.isFinite(value) ? toDate(new Date(value)) : undefined;
  // Only ISO texts (yyyy-mm-dd, optionally with a time): the engine's other formats vary and guess.
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}([T ]|$)/.test(value.trim())) return undefined;
  return toDate(new Date(value.trim()));
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** Shows a date as dd/Mon/yyyy in UTC (e.g. '05/Ene/2026'); 'Sin Fecha' when missing or invalid. */
export function formatDate(value: unknown): string {
  const date = toDate(value);
  if (date === undefined) return fallbacks.noDate;
  return `${pad(date.getUTCDate())}/${monthAbbreviations[date.getUTCMonth()]}/${date.getUTCFullYear()}`;
}

const bogotaOffsetMs = 5 * 60 * 60 * 1000;

/** Writes the instant as an ISO text with the fixed offset -05:00 (Colombia), e.g. '2026-11-21T07:30:00-05:00'; '' for an invalid date. */
export function toIsoDate(date: Date): string {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - bogotaOffsetMs);
  return (
    `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
    `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}-05:00`
  );
}

/** Shows an instant as dd/Mon/yyyy HH:mm in Bogotá time (-05:00), e.g. '21/Nov/2026 07:30'; 'Sin Fecha' when missing or invalid. */
export function formatDateTime(value: unknown): string {
  const date = toDate(value);
  if (date === undefined) return fallbacks.noDate;
  const local = new Date(date.getTime() - bogotaOffsetMs);
  return `${formatDate(local)} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

/** The calendar day (yyyy-mm-dd) of an instant in Colombia (-05:00), for day comparisons. */
export function bogotaDay(date: Date): string {
  return toIsoDate(date).slice(0, 10);
}

/**
 * The calendar day (yyyy-mm-dd) a value names: a date-only text ('2026-12-01' or '01/Dic/2026') is
 * that day; a full instant is read in Colombia (-05:00). Undefined when it is not a date.
 */
export function calendarDayOf(value: unknown): string | undefined {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed))
      return toDate(trimmed)?.toISOString().slice(0, 10) === trimmed ? trimmed : undefined;
    const display = parseDisplayDate(trimmed);
    if (display !== undefined) return display.toISOString().slice(0, 10);
  }
  const date = toDate(value);
  return date === undefined ? undefined : bogotaDay(date);
}

/**
 * Parses 'dd/Mon/yyyy' (Spanish month abbreviation, any case) into a UTC midnight Date; undefined if wrong.
 */
export function parseDisplayDate(input: unknown): Date | undefined {
  if (typeof input !== 'string') return undefined;
  const match = /^(\d{2})\/([A-Za-z]{3})\/(\d{4})$/.exec(input.trim());
  if (!match) return undefined;
  const [, dayText = '', monthText = '', yearText = ''] = match;
  const month = monthAbbreviations.findIndex((name) => name.toLowerCase() === monthText.toLowerCase());
  if (month < 0) return undefined;
  const day = Number(dayText);
  const year = Number(yearText);
  const date = new Date(Date.UTC(year, month, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month || date.getUTCDate() !== day)
    return undefined;
  return date;
}

/** Cuts a text longer than `max` characters to `max` and appends '…'. */
export function truncate(input: unknown, max: number): string {
  const value = typeof input === 'string' ? input : '';
  const characters = Array.from(value);
  return characters.length > max ? `${characters.slice(0, max).join('')}${ellipsis}` : value;
}

/** Upper-cases the first letter and leaves the rest as is. */
export function capitalizeFirst(input: unknown): string {
  const value = typeof input === 'string' ? input : '';
  return value.charAt(0).toLocaleUpperCase('es-CO') + value.slice(1);
}

/** Accent- and case-insensitive form of a text for searching ('Núñez' → 'nunez'). */
export function normalizeForSearch(input: unknown): string {
  const value = typeof input === 'string' ? input : '';
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** The request number, or 'XXXXXX' when missing. */
export function requestNumberOrFallback(value: unknown): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallbacks.missingRequestNumber;
}

/** The responsible person's name, or 'Sin responsable'. */
export function responsibleOrFallback(value: unknown): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallbacks.noResponsible;
}

/** A person's full name from names and surnames, single-spaced. */
export function fullName(names: unknown, surnames: unknown): string {
  return [names, surnames]
    .filter((part): part is string => typeof part === 'string')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}
