import { describe, expect, it } from "vitest";
import { metricsRange, periodSeriesQuery, seriesFormat } from "./metrics-range";

const DAY = 86_400;
/** 27 November 2026, 21:15 UTC. */
const EVENING = Date.UTC(2026, 10, 27, 21, 15);

describe("the owner's statistics period", () => {
  it("is the last whole UTC days up to the end of today", () => {
    const { from, to } = metricsRange(30, EVENING);
    expect(new Date(to * 1000).toISOString()).toBe("2026-11-27T23:59:59.000Z");
    expect(new Date(from * 1000).toISOString()).toBe("2026-10-29T00:00:00.000Z");
    expect(to - from + 1).toBe(30 * DAY);
  });

  it("is the same all day long, so a server render and the browser ask the same", () => {
    const morning = Date.UTC(2026, 10, 27, 0, 0, 1);
    const night = Date.UTC(2026, 10, 27, 23, 59, 59);
    expect(metricsRange(7, morning)).toEqual(metricsRange(7, night));
    expect(metricsRange(7, night)).not.toEqual(metricsRange(7, night + 2000));
  });

  it("has a point a day up to a month and a point a week beyond", () => {
    expect(seriesFormat(7)).toBe("day");
    expect(seriesFormat(30)).toBe("day");
    expect(seriesFormat(90)).toBe("week");
  });

  it("asks the session metric for the series over the period", () => {
    const query = periodSeriesQuery(1042, 90, "visits", EVENING);
    expect(query.queryKey).toEqual([
      "causeway",
      "campaign",
      "session-metric",
      1042,
      { type: "visits", format: "week", ...metricsRange(90, EVENING) },
    ]);
  });
});
