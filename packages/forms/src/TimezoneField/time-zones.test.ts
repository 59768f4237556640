import { describe, expect, it } from "vitest";
import {
  matchesTimeZone,
  supportedTimeZones,
  timeZoneOptions,
  utcOffsetLabel,
  utcOffsetMinutes,
} from "./time-zones";

const WINTER = new Date("2026-01-15T12:00:00Z");
const SUMMER = new Date("2026-07-15T12:00:00Z");

describe("utcOffsetMinutes", () => {
  it.each([
    ["Europe/Sofia", WINTER, 120],
    ["Europe/Sofia", SUMMER, 180],
    ["America/New_York", WINTER, -300],
    ["Asia/Kolkata", WINTER, 330],
    ["Asia/Kathmandu", WINTER, 345],
    ["UTC", WINTER, 0],
    ["Europe/London", WINTER, 0],
    ["Not/A_Zone", WINTER, null],
  ])("%s at %s is %s", (zone, at, minutes) => {
    expect(utcOffsetMinutes(zone, at)).toBe(minutes);
  });
});

describe("utcOffsetLabel", () => {
  it.each([
    ["en", "GMT+02:00"],
    ["fr", "UTC+02:00"],
    ["bg", "Гринуич+02:00"],
  ])("in %s", (locale, label) => {
    expect(utcOffsetLabel("Europe/Sofia", WINTER, locale)).toBe(label);
  });
});

describe("timeZoneOptions", () => {
  it("orders by offset then name, drops unknown names and duplicates, and labels each", () => {
    const options = timeZoneOptions(
      [
        "Europe/Sofia",
        "America/New_York",
        "Bad/Zone",
        "Asia/Kolkata",
        "Europe/Athens",
        "Europe/Sofia",
      ],
      "en",
      WINTER,
    );
    expect(options.map((o) => o.label)).toEqual([
      "GMT-05:00 · America/New York",
      "GMT+02:00 · Europe/Athens",
      "GMT+02:00 · Europe/Sofia",
      "GMT+05:30 · Asia/Kolkata",
    ]);
    expect(options[0]).toMatchObject({ id: "America/New_York", offsetMinutes: -300 });
  });
});

describe("supportedTimeZones", () => {
  it("lists the IANA zones Intl knows, with UTC", () => {
    const zones = supportedTimeZones();
    expect(zones.length).toBeGreaterThan(300);
    expect(zones).toContain("Europe/Sofia");
    expect(zones).toContain("UTC");
  });
});

describe("matchesTimeZone", () => {
  const [newYork, sofia, kolkata] = timeZoneOptions(
    ["America/New_York", "Europe/Sofia", "Asia/Kolkata"],
    "en",
    WINTER,
  ) as [never, never, never];
  it.each([
    [sofia, "", true],
    [sofia, "sof", true],
    [sofia, "EUROPE/", true],
    [newYork, "new york", true],
    [newYork, "new_york", true],
    [sofia, "+2", true],
    [sofia, "gmt+02:00", true],
    [sofia, "utc+2", true],
    [sofia, "+3", false],
    [newYork, "-5", true],
    [newYork, "utc-05:00", true],
    [kolkata, "+5:30", true],
    [kolkata, "+5", false],
    [sofia, "paris", false],
  ])("%o matches %j: %s", (option, query, expected) => {
    expect(matchesTimeZone(option, query)).toBe(expected);
  });
});
