// Why an upload was refused, as a dictionary key (issue 25: "say why it was refused"). The server
// names its reason in a 400 (empty, too large, not an accepted type, unreadable); a 413 is a file
// over the server's limit; anything else (no connection, the server down) is the generic failure.
import { ApiError, isApiFieldErrors } from "@causeway/api-client";

export const UPLOAD_FAILED = "forms.uploader.failed";
export const UPLOAD_TOO_LARGE = "upload.validator.too_large";

/** The key of the sentence that says why `error` refused the file. */
export function uploadFailure(error: unknown, has: (key: string) => boolean): string {
  if (isApiFieldErrors(error)) {
    const said = Object.values(error.fields).find((key) => has(key));
    if (said) return said;
  }
  if (error instanceof ApiError && error.status === 413) return UPLOAD_TOO_LARGE;
  return UPLOAD_FAILED;
}
