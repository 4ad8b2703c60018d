/** Dates of the seed, as whole days in Bogotá (UTC-5, no daylight saving). */
const dayMs = 24 * 60 * 60 * 1000;
const bogotaOffsetMs = 5 * 60 * 60 * 1000;

/** Days since 1970-01-01 of the Bogotá calendar date at `now`. */
export function bogotaDay(now: Date): number {
  return Math.floor((now.getTime() - bogotaOffsetMs) / dayMs);
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** 'YYYY-MM-DD' of a day number. */
function ymd(day: number): string {
  const date = new Date(day * dayMs);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** ISO date-time at Bogotá midnight (the -05:00 offset the app's date helper uses). */
export function isoDay(day: number, hour = 0, minute = 0): string {
  return `${ymd(day)}T${pad(hour)}:${pad(minute)}:00-05:00`;
}

export function yearOf(day: number): number {
  return new Date(day * dayMs).getUTCFullYear();
}
