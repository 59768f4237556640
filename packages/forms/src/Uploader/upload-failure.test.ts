import { ApiError, ApiFieldErrors } from "@causeway/api-client";
import { describe, expect, it } from "vitest";
import { UPLOAD_FAILED, UPLOAD_TOO_LARGE, uploadFailure } from "./upload-failure";

const known = new Set(["upload.validator.file_type", "upload.validator.empty", UPLOAD_TOO_LARGE]);
const has = (key: string) => known.has(key);

describe("uploadFailure", () => {
  it.each([
    [
      "the server's reason (a PDF that is not one)",
      new ApiFieldErrors({ file: "upload.validator.file_type" }),
      "upload.validator.file_type",
    ],
    [
      "an empty file",
      new ApiFieldErrors({ file: "upload.validator.empty" }),
      "upload.validator.empty",
    ],
    ["a reason with no sentence", new ApiFieldErrors({ file: "x.unknown" }), UPLOAD_FAILED],
    ["over the server's limit (413)", new ApiError(413, "Payload Too Large"), UPLOAD_TOO_LARGE],
    ["the server down", new ApiError(503, "Service Unavailable"), UPLOAD_FAILED],
    ["no connection", new TypeError("Failed to fetch"), UPLOAD_FAILED],
  ])("%s", (_case, error, key) => {
    expect(uploadFailure(error, has)).toBe(key);
  });
});
