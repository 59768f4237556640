// The time zone a picked place ("Sofia, Bulgaria") implies, so the sign-up forms can follow the
// place the user chose instead of keeping the browser's zone (UTC on many machines): the zone
// named after the city, else the one zone of the country. Nothing when neither says for sure.
import { foldText } from "../shared/fold-text";
import { supportedTimeZones, utcOffsetMinutes } from "./time-zones";

/** Cities whose IANA name the browser may still list under an old spelling. */
const RENAMED: Readonly<Record<string, string>> = {
  kiev: "kyiv",
  calcutta: "kolkata",
  saigon: "ho chi minh",
  rangoon: "yangon",
  katmandu: "kathmandu",
};

/** "America/Argentina/Buenos_Aires" -> "buenos aires" (its modern spelling when renamed). */
function cityOf(zone: string): string {
  const city = foldText((zone.split("/").pop() ?? "").replace(/_/g, " "));
  return RENAMED[city] ?? city;
}

const regionCodes = new Map<string, Map<string, string>>();

/** Country names (folded, in English and in `locale`) to their two-letter region codes. */
function regionsByName(locale: string): Map<string, string> {
  let byName = regionCodes.get(locale);
  if (byName) return byName;
  byName = new Map();
  const namers = [...new Set(["en", locale])].flatMap((code) => {
    try {
      return [new Intl.DisplayNames([code], { type: "region", fallback: "none" })];
    } catch {
      return [];
    }
  });
  const A = "A".charCodeAt(0);
  for (let i = 0; i < 26 * 26; i += 1) {
    const code = String.fromCharCode(A + Math.floor(i / 26), A + (i % 26));
    for (const namer of namers) {
      const name = namer.of(code);
      if (name) byName.set(foldText(name), code);
    }
  }
  regionCodes.set(locale, byName);
  return byName;
}

/** The zones ICU lists for a region (Intl.Locale#getTimeZones, or the older timeZones getter). */
function regionZones(region: string): string[] {
  try {
    const loc = new Intl.Locale(`und-${region}`) as Intl.Locale & {
      getTimeZones?: () => string[];
      timeZones?: string[];
    };
    return loc.getTimeZones?.() ?? loc.timeZones ?? [];
  } catch {
    return [];
  }
}

const JANUARY = new Date(Date.UTC(2026, 0, 15));
const JULY = new Date(Date.UTC(2026, 6, 15));

/**
 * The zone of a place picked from the location search, or null when unsure:
 * - a zone named after the place's city ("Sofia, Bulgaria" -> Europe/Sofia);
 * - else, when every zone of its country keeps the same clock in winter and in summer, the
 *   country's zone ("Kraków, Poland" -> Europe/Warsaw); a country with several clocks (Spain,
 *   the United States) says nothing.
 */
export function placeTimeZone(
  address: string,
  locale: string,
  zones: readonly string[] = supportedTimeZones(),
): string | null {
  const parts = address.split(",").map((part) => part.trim());
  const city = foldText(parts[0] ?? "");
  if (city === "") return null;
  const named = zones.find((zone) => zone.includes("/") && cityOf(zone) === city);
  if (named) return named;
  const country = parts.length > 1 ? foldText(parts[parts.length - 1] ?? "") : "";
  const region = country ? regionsByName(locale).get(country) : undefined;
  if (!region) return null;
  const known = regionZones(region).filter((zone) => zones.includes(zone));
  const first = known[0];
  if (!first) return null;
  const clock = (zone: string) =>
    `${utcOffsetMinutes(zone, JANUARY)}/${utcOffsetMinutes(zone, JULY)}`;
  return known.every((zone) => clock(zone) === clock(first)) ? first : null;
}
