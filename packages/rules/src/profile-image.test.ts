import { describe, expect, it } from "vitest";
import {
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_OUTPUT,
  profileImageProblem,
} from "./profile-image";

describe("profileImageProblem", () => {
  it.each([
    [{ name: "me.png", type: "image/png", size: 1000 }, null],
    [{ name: "me.gif", type: "image/gif", size: 1000 }, null],
    [{ name: "me.jpg", type: "image/jpeg", size: 1000 }, null],
    [{ name: "me.JPEG", type: "", size: 1000 }, null],
    [{ name: "me.webp", type: "image/webp", size: 1000 }, "type"],
    [{ name: "me.svg", type: "image/svg+xml", size: 1000 }, "type"],
    [{ name: "cv.pdf", type: "application/pdf", size: 1000 }, "type"],
    [{ name: "me.heic", type: "", size: 1000 }, "type"],
    [{ name: "me.png", type: "image/png", size: PROFILE_IMAGE_MAX_BYTES }, null],
    [{ name: "me.png", type: "image/png", size: PROFILE_IMAGE_MAX_BYTES + 1 }, "size"],
    [{ name: "me.pdf", type: "application/pdf", size: PROFILE_IMAGE_MAX_BYTES + 1 }, "type"],
  ])("%o: %s", (file, problem) => {
    expect(profileImageProblem(file)).toBe(problem);
  });
});

describe("PROFILE_IMAGE_OUTPUT", () => {
  it.each([
    ["avatar", 200, 200],
    ["cover", 765, 312],
  ] as const)("%s is saved at %i x %i pixels, the spec's shape", (kind, width, height) => {
    const { size, scale } = PROFILE_IMAGE_OUTPUT[kind];
    expect(size.width * scale).toBe(width);
    expect(size.height * scale).toBe(height);
  });
});
