// The owner's statistics as the dashboard's stories answer them: a point per day (or week) of the
// asked range, on fixed dates so the screenshots do not change with the day they are taken.
import type { MockRequestInfo } from "@causeway/api-client/mocks";

const DAY = 86_400;
/** 30 November 2025, the last day of every series. */
const LAST_DAY = 1_764_460_800;

/** GET /campaign/{id}/metric/session: as many points as the range holds, values by a fixed rule. */
export function sessionSeries({ request }: MockRequestInfo) {
  const query = new URL(request.url).searchParams;
  const type = query.get("type") ?? "donations";
  const format = query.get("format") ?? "day";
  const step = format === "week" ? 7 * DAY : DAY;
  const from = Number(query.get("from"));
  const to = Number(query.get("to"));
  const count = Math.floor((to - from) / step) + 1;
  const scale = type === "visits" ? 40 : type === "shares" ? 2 : 3;
  const points = Array.from({ length: count }, (_, index) => ({
    date: LAST_DAY - (count - 1 - index) * step,
    value: ((index * 7) % 5) * scale + (index % 3) * scale,
  }));
  return Response.json({ response: { type, format, points } });
}
