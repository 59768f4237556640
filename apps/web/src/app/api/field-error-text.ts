// The server's own reason for a refused write, when it names one the dictionaries know: a 400's
// field errors are dictionary keys (the contract's FieldErrors), so the page can say them in the
// user's language.
import { isApiFieldErrors } from "@causeway/api-client";
import type { Translator } from "@causeway/i18n";

/** The message of the first field error the dictionaries know, or null. */
export function knownFieldError(error: unknown, translator: Pick<Translator, "t" | "has">) {
  if (!isApiFieldErrors(error)) return null;
  for (const key of Object.values(error.fields)) {
    if (typeof key === "string" && translator.has(key)) return translator.t(key);
  }
  return null;
}
