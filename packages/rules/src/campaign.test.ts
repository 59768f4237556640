import { describe, expect, it } from "vitest";
import {
  beneficentPayloadSchema,
  CAMPAIGN_CONTENT_MAX,
  campaignCreatePayloadSchema,
  campaignDetailsPayloadSchema,
  campaignDocumentsPayloadSchema,
  campaignImagesPayloadSchema,
  campaignStatePayloadSchema,
  isVideoUrl,
} from "./campaign";
import { cardDescription } from "./campaign-card";
import { checkPayload } from "./schemas/field-errors";

const details = {
  name: "Help Maria walk again",
  content: "<p>Maria needs rehabilitation.</p>",
  total_amount: 2_500_000,
  currency: 1,
  type: "medical",
  category: 1,
};
const beneficent = { beneficent_type: "individual", name: "Maria Petrova" };
const errorsOf = (schema: Parameters<typeof checkPayload>[0], value: unknown) => {
  const result = checkPayload(schema, value);
  return result.ok ? {} : result.errors;
};

describe("campaignDetailsPayloadSchema", () => {
  it("accepts the details, urgent false by default and the name trimmed", () => {
    expect(checkPayload(campaignDetailsPayloadSchema, { ...details, name: "  Maria  " })).toEqual({
      ok: true,
      data: { ...details, name: "Maria", urgent: false },
    });
  });

  it.each([
    { change: { name: "" }, errors: { name: "campaign.validation.name" } },
    { change: { name: "   " }, errors: { name: "campaign.validation.name" } },
    { change: { name: undefined }, errors: { name: "campaign.validation.name" } },
    { change: { name: "x".repeat(121) }, errors: { name: "forms.error.too_long" } },
    { change: { name: "ж".repeat(120) }, errors: {} },
    { change: { content: "" }, errors: { content: "campaign.validation.content" } },
    { change: { content: "<p> &nbsp; </p>" }, errors: { content: "campaign.validation.content" } },
    {
      change: { content: "<script>x</script>" },
      errors: { content: "campaign.validation.content" },
    },
    { change: { content: '<img src="/a.png">' }, errors: {} },
    {
      change: { content: `<p>${"x".repeat(CAMPAIGN_CONTENT_MAX)}</p>` },
      errors: { content: "forms.error.too_long" },
    },
    { change: { total_amount: 99 }, errors: { total_amount: "campaign.validation.goal_min" } },
    {
      change: { total_amount: -500000 },
      errors: { total_amount: "campaign.validation.goal_negative" },
    },
    { change: { total_amount: 100 }, errors: {} },
    {
      change: { total_amount: 12.5 },
      errors: { total_amount: "campaign.validation.total_amount" },
    },
    {
      change: { total_amount: "2500" },
      errors: { total_amount: "campaign.validation.total_amount" },
    },
    {
      change: { total_amount: 1e14 },
      errors: { total_amount: "campaign.validation.goal_max" },
    },
    { change: { currency: 0 }, errors: { currency: "campaign.validation.currency" } },
    { change: { currency: "1" }, errors: { currency: "forms.error.invalid" } },
    { change: { category: null }, errors: { category: "forms.error.invalid" } },
    { change: { category: 0 }, errors: { category: "campaign.validation.category" } },
    { change: { type: "animals" }, errors: { type: "forms.error.invalid" } },
    { change: { urgent: "yes" }, errors: { urgent: "forms.error.invalid" } },
  ])("$change -> $errors", ({ change, errors }) => {
    expect(errorsOf(campaignDetailsPayloadSchema, { ...details, ...change })).toEqual(errors);
  });
});

describe("beneficentPayloadSchema", () => {
  it.each([
    { change: {}, errors: {} },
    { change: { name: " " }, errors: { name: "campaign.validation.beneficent_name" } },
    { change: { name: "x".repeat(151) }, errors: { name: "forms.error.too_long" } },
    { change: { beneficent_type: "pet" }, errors: { beneficent_type: "forms.error.invalid" } },
    { change: { business_name: null }, errors: {} },
    {
      change: { business_name: "x".repeat(151) },
      errors: { business_name: "forms.error.too_long" },
    },
    {
      change: { other: { name: "Mother", other_type: "person", relation: "mother" } },
      errors: {},
    },
    {
      change: { other: { name: "Ward 3", other_type: "campaign", target_campaign: { id: 7 } } },
      errors: {},
    },
    {
      change: { other: { name: "x", other_type: "pet" } },
      errors: { "other.other_type": "forms.error.invalid" },
    },
    {
      change: { other: { name: "x", other_type: "person", relation: "x".repeat(101) } },
      errors: { "other.relation": "forms.error.too_long" },
    },
    {
      change: { other: { name: "x", other_type: "campaign", target_campaign: { id: 0 } } },
      errors: { "other.target_campaign.id": "forms.error.invalid" },
    },
  ])("$change -> $errors", ({ change, errors }) => {
    expect(errorsOf(beneficentPayloadSchema, { ...beneficent, ...change })).toEqual(errors);
  });
});

describe("the documents, images and state bodies", () => {
  it.each([
    { value: { documents: [] }, errors: {} },
    { value: { documents: [{ id: 5, type: "file" }] }, errors: {} },
    { value: {}, errors: { documents: "forms.error.invalid" } },
    {
      value: { documents: [{ id: 5, type: "video" }] },
      errors: { "documents.0.type": "forms.error.invalid" },
    },
    {
      value: { documents: Array.from({ length: 51 }, (_, i) => ({ id: i + 1, type: "file" })) },
      errors: { documents: "forms.error.too_many" },
    },
  ])("documents $value -> $errors", ({ value, errors }) => {
    expect(errorsOf(campaignDocumentsPayloadSchema, value)).toEqual(errors);
  });

  it.each([
    { value: { image_ids: [1, 2], main_image_id: 2, video: null }, errors: {} },
    { value: { image_ids: [], video: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" }, errors: {} },
    { value: { image_ids: [], video: "https://youtu.be/dQw4w9WgXcQ?t=42" }, errors: {} },
    { value: { image_ids: [], video: "https://clips.twitch.tv/FunnyClipSlug" }, errors: {} },
    {
      value: { image_ids: [], video: "https://www.youtube.com/watch?v=1" },
      errors: { video: "campaign.validation.video" },
    },
    {
      value: { image_ids: [], video: "https://vimeo.com/12345" },
      errors: { video: "campaign.validation.video" },
    },
    { value: { image_ids: [0] }, errors: { "image_ids.0": "forms.error.invalid" } },
    {
      value: { image_ids: Array.from({ length: 21 }, (_, i) => i + 1) },
      errors: { image_ids: "forms.error.too_many" },
    },
    {
      value: { image_ids: [], video: "javascript:alert(1)" },
      errors: { video: "campaign.validation.video" },
    },
    {
      value: { image_ids: [], video: "not a link" },
      errors: { video: "campaign.validation.video" },
    },
  ])("images $value -> $errors", ({ value, errors }) => {
    expect(errorsOf(campaignImagesPayloadSchema, value)).toEqual(errors);
  });

  it.each([
    { value: { active: false }, errors: {} },
    { value: { finished: true, successful: true }, errors: {} },
    { value: {}, errors: { form: "validation.required" } },
    { value: { active: "no" }, errors: { active: "forms.error.invalid" } },
  ])("state $value -> $errors", ({ value, errors }) => {
    expect(errorsOf(campaignStatePayloadSchema, value)).toEqual(errors);
  });

  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", true],
    ["http://twitch.tv/someone", true],
    ["https://youtu.be/dQw4w9WgXcQ", true],
    ["https://m.youtube.com/shorts/aqz-KE-bpKQ", true],
    ["https://www.twitch.tv/videos/1234567890", true],
    ["https://clips.twitch.tv/FunnyClipSlug", true],
    ["javascript:alert(1)", false],
    ["data:text/html,hi", false],
    ["ftp://example.com/v.mp4", false],
    ["", false],
    ["https://vimeo.com/12345", false],
    ["https://example.com/video.mp4", false],
    ["https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ", false],
  ])("isVideoUrl(%j) is %s", (url, expected) => {
    expect(isVideoUrl(url)).toBe(expected);
  });

  it("keeps the video trimmed", () => {
    const result = campaignImagesPayloadSchema.safeParse({
      image_ids: [],
      video: "  https://youtu.be/dQw4w9WgXcQ ",
    });
    expect(result.success && result.data.video).toBe("https://youtu.be/dQw4w9WgXcQ");
  });
});

describe("campaignCreatePayloadSchema", () => {
  it("accepts details plus a beneficiary; images and documents default to none", () => {
    const result = checkPayload(campaignCreatePayloadSchema, { ...details, beneficent });
    expect(result).toEqual({
      ok: true,
      data: { ...details, urgent: false, beneficent, image_ids: [], documents: [] },
    });
  });

  it.each([
    { change: { beneficent: undefined }, errors: { beneficent: "forms.error.invalid" } },
    {
      change: { beneficent: { ...beneficent, name: "" } },
      errors: { "beneficent.name": "campaign.validation.beneficent_name" },
    },
    { change: { in_favour_of: 0 }, errors: { in_favour_of: "forms.error.invalid" } },
    { change: { in_favour_of: null }, errors: {} },
    { change: { video: "javascript:alert(1)" }, errors: { video: "campaign.validation.video" } },
    {
      change: { documents: [{ id: "x", type: "file" }] },
      errors: { "documents.0.id": "forms.error.invalid" },
    },
    {
      change: { name: "", currency: 0 },
      errors: { name: "campaign.validation.name", currency: "campaign.validation.currency" },
    },
  ])("$change -> $errors", ({ change, errors }) => {
    expect(errorsOf(campaignCreatePayloadSchema, { ...details, beneficent, ...change })).toEqual(
      errors,
    );
  });
});

describe("cardDescription (001 §9: card description 55 characters)", () => {
  it.each([
    ["<p>Short story.</p>", "Short story."],
    [`<p>${"a".repeat(55)}</p>`, "a".repeat(55)],
    [`<p>${"a".repeat(56)}</p>`, `${"a".repeat(54)}…`],
    [
      "<h2>Maria</h2><p>needs six months of rehabilitation after her accident in Plovdiv.</p>",
      "Maria needs six months of rehabilitation after her acc…",
    ],
    ["<p>Две   думи</p>\n<p>още</p>", "Две думи още"],
    ["", ""],
  ])("%s -> %s", (content, description) => {
    const text = cardDescription(content);
    expect(text).toBe(description);
    expect(Array.from(text).length).toBeLessThanOrEqual(55);
  });
});
