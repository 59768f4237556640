import { describe, expect, it } from "vitest";
import { upload } from "../test-fixtures";
import { checkPayload } from "./field-errors";
import { COMMENT_MAX, commentPayloadSchema, postPayloadSchema, toPostPayload } from "./post";

const example = {
  title: "Първа седмица рехабилитация",
  is_anonymous: false,
  content: "<p>Благодарим на всички!</p>",
  image_ids: [5530],
};

describe("postPayloadSchema", () => {
  it("accepts the contract's example", () => {
    expect(checkPayload(postPayloadSchema, example)).toEqual({ ok: true, data: example });
  });

  it.each([
    { change: { title: null }, errors: {} },
    { change: { image_ids: [] }, errors: {} },
    { change: { content: "" }, errors: { content: "post.no_content" } },
    { change: { content: "<p>&nbsp;</p>" }, errors: { content: "post.no_content" } },
    { change: { title: "Line one\nline two" }, errors: { title: "validation.single_line" } },
    { change: { title: "x".repeat(151) }, errors: { title: "forms.error.too_long" } },
    { change: { image_ids: [0] }, errors: { "image_ids.0": "forms.error.invalid" } },
  ])("$change -> $errors", ({ change, errors }) => {
    const result = checkPayload(postPayloadSchema, { ...example, ...change });
    expect(result.ok ? {} : result.errors).toEqual(errors);
  });

  it.each([
    {
      draft: { title: "  ", content: "<p>Hi</p>", isAnonymous: true, images: [] },
      payload: { title: null, is_anonymous: true, content: "<p>Hi</p>", image_ids: [] },
    },
    {
      draft: {
        title: "<b>First</b>\nweek",
        content: " <p>Hi</p> ",
        isAnonymous: false,
        images: [upload("done", { mediaId: 5530 }), upload("fetching"), upload("errored")],
      },
      payload: {
        title: "First week",
        is_anonymous: false,
        content: "<p>Hi</p>",
        image_ids: [5530],
      },
    },
  ])("the builder makes $payload", ({ draft, payload }) => {
    const built = toPostPayload(draft);
    expect(built).toEqual(payload);
    expect(checkPayload(postPayloadSchema, built).ok).toBe(true);
  });
});

describe("commentPayloadSchema", () => {
  it.each([
    {
      value: { content: "  Get well soon!  " },
      result: { ok: true, data: { content: "Get well soon!" } },
    },
    {
      value: { content: "Agreed", parent_id: 12 },
      result: { ok: true, data: { content: "Agreed", parent_id: 12 } },
    },
    {
      value: { content: "Hi", parent_id: null },
      result: { ok: true, data: { content: "Hi", parent_id: null } },
    },
    { value: { content: " \n " }, result: { ok: false, errors: { content: "post.no_content" } } },
    { value: {}, result: { ok: false, errors: { content: "post.no_content" } } },
    {
      value: { content: "x".repeat(COMMENT_MAX + 1) },
      result: { ok: false, errors: { content: "forms.error.too_long" } },
    },
    {
      value: { content: "Hi", parent_id: 0 },
      result: { ok: false, errors: { parent_id: "forms.error.invalid" } },
    },
  ])("$value", ({ value, result }) => {
    expect(checkPayload(commentPayloadSchema, value)).toEqual(result);
  });
});
