// Pure helpers of the TimezoneField: the IANA zones the browser knows, each labelled with its UTC
// offset as Intl formats it in the user's language ("GMT+02:00", "UTC+02:00", "Гринуич+02:00"),
// ordered by offset, and matched by what the user types.
import { foldText } from "../shared/fold-text";

export interface TimeZoneOption {
  /** The IANA name: the value sent (PUT /api/v2/user/timezone, sign-up timezone). */
  id: string;
  /** "America/New York": the name as read. */
  name: string;
  offsetMinutes: number;
  /** The offset as Intl formats it in the user's language. */
  offset: string;
  /** "GMT+02:00 · Europe/Sofia" */
  label: string;
}

/** Every zone Intl knows, plus UTC (which supportedValuesOf leaves out). */
export function supportedTimeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: "timeZone") => string[] };
  const zones = intl.supportedValuesOf?.("timeZone") ?? [];
  return zones.includes("UTC") ? zones : [...zones, "UTC"];
}

function offsetPart(zone: string, at: Date, locale: string): string {
  try {
    const parts = new Intl.DateTimeFormat(locale, {
      timeZone: zone,
      timeZoneName: "longOffset",
    }).formatToParts(at);
    return parts.find((part) => part.type === "timeZoneName")?.value ?? "";
  } catch {
    return "";
  }
}

/** Minutes east of UTC at `at` (negative west); null for a name Intl does not know. */
export function utcOffsetMinutes(zone: string, at: Date): number | null {
  const text = offsetPart(zone, at, "en-US");
  if (text === "") return null;
  const match = /([+-−])(\d{1,2})(?::?(\d{2}))?/.exec(text);
  if (!match) return 0; // "GMT": the offset is zero
  const sign = match[1] === "+" ? 1 : -1;
  return sign * (Number(match[2]) * 60 + Number(match[3] ?? 0));
}

/** The zone's offset as Intl writes it in `locale`. */
export function utcOffsetLabel(zone: string, at: Date, locale: string): string {
  return offsetPart(zone, at, locale);
}

/** The options for `zones` (unknown names dropped), by offset, then by name. */
export function timeZoneOptions(
  zones: readonly string[],
  locale: string,
  at: Date = new Date(),
): TimeZoneOption[] {
  const options: TimeZoneOption[] = [];
  for (const id of new Set(zones)) {
    const offsetMinutes = utcOffsetMinutes(id, at);
    if (offsetMinutes === null) continue;
    const offset = utcOffsetLabel(id, at, locale);
    const name = id.replace(/_/g, " ");
    options.push({ id, name, offsetMinutes, offset, label: `${offset} · ${name}` });
  }
  return options.sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.id.localeCompare(b.id));
}

/**
 * Whether a zone matches what was typed: any part of its name ("new york", "sofia", "europe/"),
 * or its offset ("+02", "gmt+2", "utc-5").
 */
export function matchesTimeZone(option: TimeZoneOption, query: string): boolean {
  const q = foldText(query).replace(/\s+/g, " ");
  if (q === "") return true;
  if (foldText(option.name).includes(q) || foldText(option.id).includes(q)) return true;
  if (foldText(option.label).includes(q)) return true;
  const offset = /^(?:utc|gmt)?\s*([+-−])\s*(\d{1,2})(?::?(\d{2}))?$/.exec(q);
  if (!offset) return false;
  const sign = offset[1] === "+" ? 1 : -1;
  return option.offsetMinutes === sign * (Number(offset[2]) * 60 + Number(offset[3] ?? 0));
}
