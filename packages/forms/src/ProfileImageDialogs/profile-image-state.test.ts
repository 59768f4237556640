import { describe, expect, it } from "vitest";
import {
  INITIAL_PROFILE_IMAGE,
  isBusy,
  type ProfileImageAction,
  type ProfileImageState,
  profileImageReducer,
  saveFailureMessage,
} from "./profile-image-state";

const photo = new File(["a"], "me.png", { type: "image/png" });
const other = new File(["b"], "other.jpg", { type: "image/jpeg" });
const cropping: ProfileImageState = { status: "cropping", file: photo, error: null };
const saving: ProfileImageState = { status: "saving", file: photo, error: null };
const failed: ProfileImageState = { status: "failed", file: photo, error: "boom" };

describe("profileImageReducer", () => {
  it.each<[string, ProfileImageState, ProfileImageAction, ProfileImageState]>([
    [
      "a chosen file goes to cropping",
      INITIAL_PROFILE_IMAGE,
      { type: "chosen", file: photo },
      cropping,
    ],
    [
      "another file replaces it",
      cropping,
      { type: "chosen", file: other },
      { ...cropping, file: other },
    ],
    [
      "after a failure, another file clears the error",
      failed,
      { type: "chosen", file: other },
      { status: "cropping", file: other, error: null },
    ],
    ["no new file while saving", saving, { type: "chosen", file: other }, saving],
    [
      "an unreadable image goes back to choosing with its message",
      cropping,
      { type: "unreadable", message: "x" },
      { status: "choosing", file: null, error: "x" },
    ],
    [
      "a rejected replacement keeps the chosen file",
      cropping,
      { type: "rejected", message: "r" },
      { ...cropping, error: "r" },
    ],
    [
      "a rejected replacement after a failure keeps the file",
      failed,
      { type: "rejected", message: "r" },
      { ...cropping, error: "r" },
    ],
    ["no rejection message while saving", saving, { type: "rejected", message: "r" }, saving],
    ["saving starts from cropping", cropping, { type: "saveStarted" }, saving],
    ["saving again after a failure keeps the file", failed, { type: "saveStarted" }, saving],
    [
      "no saving without a file",
      INITIAL_PROFILE_IMAGE,
      { type: "saveStarted" },
      INITIAL_PROFILE_IMAGE,
    ],
    ["no second save while saving", saving, { type: "saveStarted" }, saving],
    [
      "a failure keeps the file and says why",
      saving,
      { type: "saveFailed", message: "boom" },
      failed,
    ],
    [
      "a late failure after success is ignored",
      { ...saving, status: "saved" },
      { type: "saveFailed", message: "boom" },
      { ...saving, status: "saved" },
    ],
    ["saved", saving, { type: "saved" }, { ...saving, status: "saved" }],
    ["reset", failed, { type: "reset" }, INITIAL_PROFILE_IMAGE],
  ])("%s", (_name, state, action, expected) => {
    expect(profileImageReducer(state, action)).toEqual(expected);
  });
});

describe("isBusy", () => {
  it.each<[ProfileImageState, boolean]>([
    [INITIAL_PROFILE_IMAGE, false],
    [cropping, false],
    [saving, true],
    [failed, false],
  ])("%o: %s", (state, busy) => {
    expect(isBusy(state)).toBe(busy);
  });
});

describe("saveFailureMessage", () => {
  it.each<[unknown, string]>([
    [new Error("network"), "forms.profile_image.failed"],
    [null, "forms.profile_image.failed"],
    [{ status: 500 }, "forms.profile_image.failed"],
    [{ fields: { file: "upload.image.too_small" } }, "upload.image.too_small"],
    [{ fields: { cover: "forms.error.invalid" } }, "forms.error.invalid"],
    [{ fields: { other: "Image is broken" } }, "Image is broken"],
    [{ fields: {} }, "forms.profile_image.failed"],
  ])("%o says %s", (error, message) => {
    expect(saveFailureMessage(error)).toBe(message);
  });
});
