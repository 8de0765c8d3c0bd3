// A store's business day: the calendar day in the store's own time zone (a sale at 23:30 in Toronto is
// that day's, whatever the UTC date). Intl does the zone arithmetic; no Node or DOM needed.

/** The YYYY-MM-DD day of an instant in a time zone. */
export function businessDateOf(instant: string | Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(typeof instant === 'string' ? new Date(instant) : instant);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** [start, end) of a day in a time zone, as ISO instants (a DST day lasts 23 or 25 hours). */
export function businessDayBounds(date: string, timeZone: string): { start: string; end: string } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return {
    start: new Date(localMidnight(year, month, day, timeZone)).toISOString(),
    end: new Date(localMidnight(year, month, day + 1, timeZone)).toISOString(),
  };
}

/** The UTC milliseconds of 00:00 local time on a day (Date.UTC normalises day overflow). */
function localMidnight(year: number, month: number, day: number, timeZone: string): number {
  const utcGuess = Date.UTC(year, month - 1, day);
  // Two passes: the offset at the guess, then at the corrected instant (they differ across a DST change).
  let instant = utcGuess - offsetMs(utcGuess, timeZone);
  instant = utcGuess - offsetMs(instant, timeZone);
  return instant;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * A business day ("2026-11-27") as a language writes a date (« 27 nov. 2026 »), on screen and on paper. A day,
 * not an instant: read at UTC midnight and written at UTC, so no time zone moves it to the day before.
 */
export function formatBusinessDay(day: string, locale: string): string {
  const midnight = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(midnight.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(midnight);
}
