// The demo campaigns' days (campaign_daily_stats, migration 0014): their seeded visits and shares
// spread over the days from launch to today, so the owner's charts show a believable history that
// adds up to the campaign's totals. A launch draws most (a peak fading over its first weeks),
// weekends a little more, every day its own noise; the same campaign always gets the same days.
import { utcDay } from "../services/visits";

const DAY_MS = 86_400_000;

export interface DemoDay {
  day: string;
  visits: number;
  unique_visits: number;
  shares: number;
}

/** mulberry32: a small deterministic generator (0 <= n < 1). */
function generator(seed: string): () => number {
  let a = 0;
  for (const ch of seed) a = (Math.imul(a, 31) + ch.charCodeAt(0)) | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** `total` split in proportion to `weights`, in whole numbers adding up to it exactly. */
function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (!sum || !total) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => ({ i, rest: x - Math.floor(x) }))
    .sort((a, b) => b.rest - a.rest);
  for (const { i } of order) {
    if (left <= 0) break;
    counts[i] = (counts[i] ?? 0) + 1;
    left -= 1;
  }
  return counts;
}

/**
 * The campaign's days from `launched` to `now` (UTC), with `visits` and `shares` spread over them;
 * each day's unique visitors are 55-85% of its visits (at least one on a day with visits).
 */
export function demoDays(
  seed: string,
  launched: Date,
  now: Date,
  totals: { visits: number; shares: number },
): DemoDay[] {
  const random = generator(seed);
  const days: string[] = [];
  const weights: number[] = [];
  const last = utcDay(now);
  for (let t = Date.parse(`${utcDay(launched)}T00:00:00Z`), d = 0; ; t += DAY_MS, d++) {
    const day = utcDay(new Date(t));
    if (day > last) break;
    const weekday = new Date(t).getUTCDay();
    const weekend = weekday === 0 || weekday === 6 ? 1.3 : 1;
    days.push(day);
    weights.push((1 + 4 * Math.exp(-d / 12)) * weekend * (0.6 + 0.8 * random()));
  }
  const visits = apportion(totals.visits, weights);
  // A share follows the visits: each lands on a day drawn in proportion to that day's visits.
  const shares = days.map(() => 0);
  const cumulative: number[] = [];
  visits.reduce((sum, v, i) => {
    cumulative[i] = sum + v;
    return sum + v;
  }, 0);
  for (let s = 0; s < totals.shares; s++) {
    const pick = random() * totals.visits;
    const i = Math.max(
      0,
      cumulative.findIndex((c) => c > pick),
    );
    shares[i] = (shares[i] ?? 0) + 1;
  }
  return days.map((day, i) => {
    const v = visits[i] ?? 0;
    const unique = v ? Math.min(v, Math.max(1, Math.round(v * (0.55 + 0.3 * random())))) : 0;
    return { day, visits: v, unique_visits: unique, shares: shares[i] ?? 0 };
  });
}
