// What the console says when a decision fails: the server's own reason when it names one the
// dictionaries know (a 400's field errors are dictionary keys), else what the status means.
import { isApiError } from "@causeway/api-client";
import type { Translator } from "@causeway/i18n";
import { knownFieldError } from "../../../app/api/field-error-text";

/** One sentence, in the user's language, for a failed staff action. */
export function staffErrorText(error: unknown, translator: Pick<Translator, "t" | "has">) {
  const known = knownFieldError(error, translator);
  if (known) return known;
  if (isApiError(error) && error.status === 403) return translator.t("web.admin.error.forbidden");
  if (isApiError(error) && error.status === 404) return translator.t("web.admin.error.gone");
  return translator.t("web.admin.error.failed");
}
