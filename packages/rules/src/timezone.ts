// A time zone as the forms and the server take it: an IANA name the runtime knows (the time zone
// search lists only such names).

export const TIMEZONE_MESSAGE = "validation.timezone";

/** null for an IANA time zone name the runtime knows, else the dictionary key of the error. */
export function timezoneProblem(timezone: string): string | null {
  if (timezone.trim() === "" || timezone.length > 64) return TIMEZONE_MESSAGE;
  try {
    new Intl.DateTimeFormat("en", { timeZone: timezone });
    return null;
  } catch {
    return TIMEZONE_MESSAGE;
  }
}
