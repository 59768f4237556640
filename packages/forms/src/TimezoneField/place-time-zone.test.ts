import { describe, expect, it } from "vitest";
import { placeTimeZone } from "./place-time-zone";
import { supportedTimeZones } from "./time-zones";

describe("placeTimeZone", () => {
  it.each([
    // a zone named after the city
    ["Sofia, Bulgaria", "en", "Europe/Sofia"],
    ["İstanbul, Türkiye", "en", "Europe/Istanbul"],
    ["London, United Kingdom", "en", "Europe/London"],
    // the country's one zone
    ["Kraków, Poland", "en", "Europe/Warsaw"],
    ["Plovdiv, Bulgaria", "en", "Europe/Sofia"],
    ["Пловдив, България", "bg", "Europe/Sofia"],
    ["Varna, Bulgarien", "de", "Europe/Sofia"],
    // a country with several clocks, an unknown country, nothing picked
    ["Barcelona, Spain", "en", null],
    ["Springfield, United States", "en", null],
    ["Atlantis, Nowhere", "en", null],
    ["", "en", null],
  ])("%s (%s) -> %s", (address, locale, zone) => {
    expect(placeTimeZone(address, locale)).toBe(zone);
  });

  it("finds a renamed city under the name the browser lists", () => {
    const zones = supportedTimeZones();
    const kyiv = zones.includes("Europe/Kyiv") ? "Europe/Kyiv" : "Europe/Kiev";
    expect(placeTimeZone("Kyiv, Ukraine", "en", zones)).toBe(kyiv);
  });

  it("only answers zones offered", () => {
    expect(placeTimeZone("Sofia, Bulgaria", "en", ["UTC", "Europe/Paris"])).toBeNull();
  });
});
