// The periods the scheduled notifications are about, in UTC (see scheduler.ts).

export interface Period {
  /** "2025-W47" or "2025-11". */
  key: string;
  start: Date;
  /** Exclusive. */
  end: Date;
}

const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, "0");

/** The ISO week holding `date` (UTC), Monday to Monday. */
export function isoWeek(date: Date): Period {
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const weekday = (new Date(midnight).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const start = new Date(midnight - weekday * DAY);
  // The ISO year is the year of the week's Thursday; week 1 holds that year's 4 January.
  const thursday = new Date(start.getTime() + 3 * DAY);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY)) + 1;
  return { key: `${year}-W${pad(week)}`, start, end: new Date(start.getTime() + 7 * DAY) };
}

/** The last whole week before the one `now` is in. */
export function previousWeek(now: Date): Period {
  return isoWeek(new Date(isoWeek(now).start.getTime() - 1));
}

/** The calendar month before the one `now` is in (UTC). */
export function previousMonth(now: Date): Period {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { key: `${start.getUTCFullYear()}-${pad(start.getUTCMonth() + 1)}`, start, end };
}
