// Generic formatting the kit needs: pesos, dd/Mon/yyyy dates, truncation, file sizes.

const pesos = new Intl.NumberFormat('es-CO', {
  style: 'currency',
  currency: 'COP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Formats a number as Colombian pesos with no decimals (COP, es-CO), e.g. "$ 1.250.000". */
export function formatMoney(value: number): string {
  return pesos.format(value);
}

/** Keeps only the digits of a text. */
export function onlyDigits(text: string): string {
  return text.replace(/\D+/g, '');
}

/** Spanish month abbreviations used in dates (SPEC §9). */
export const monthAbbreviations = [
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

/** Formats a date as dd/Mon/yyyy in UTC, e.g. "01/Ene/1990". */
export function formatDate(date: Date): string {
  const day = String(date.getUTCDate()).padStart(2, '0');
  const month = monthAbbreviations[date.getUTCMonth()] ?? '';
  return `${day}/${month}/${date.getUTCFullYear()}`;
}

/** Parses dd/Mon/yyyy (month name case-insensitive) into a UTC date, or null when malformed. */
export function parseDate(text: string): Date | null {
  const match = /^(\d{1,2})\/([A-Za-z]{3})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, dayText = '', monthText = '', yearText = ''] = match;
  const month = monthAbbreviations.findIndex((m) => m.toLowerCase() === monthText.toLowerCase());
  if (month < 0) return null;
  const day = Number(dayText);
  const year = Number(yearText);
  const date = new Date(Date.UTC(year, month, day));
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month) return null;
  return date;
}

/** Cuts a text at `max` characters and appends an ellipsis when it was longer. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** A file size in B, KB or MB with one decimal, e.g. "2.5 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Capitalises the first letter of a text. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
