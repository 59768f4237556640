"use client";
export { TimezoneField, type TimezoneFieldProps } from "./TimezoneField";
export {
  matchesTimeZone,
  supportedTimeZones,
  type TimeZoneOption,
  timeZoneOptions,
  utcOffsetLabel,
  utcOffsetMinutes,
} from "./time-zones";
