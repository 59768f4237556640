// Names and titles are one line: a line break or tab in any of them is refused with
// validation.single_line (an e-mail subject built from a campaign name can never gain a header).

import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { beneficentPayloadSchema, campaignDetailsPayloadSchema } from "../campaign";
import { providerExample } from "../test-fixtures";
import { namePayloadSchema } from "../user-settings";
import { postPayloadSchema } from "./post";
import { reportPayloadSchema } from "./report";
import { signupDetailsPayloadSchema } from "./signup";
import { providerWithdrawalPayloadSchema } from "./withdrawal";

const details = {
  name: "Help Maria walk again",
  content: "<p>Story</p>",
  total_amount: 100000,
  currency: 1,
  type: "other",
  category: 2,
};

const cases: { name: string; schema: z.ZodMiniType; valid: object; field: string[] }[] = [
  { name: "campaign name", schema: campaignDetailsPayloadSchema, valid: details, field: ["name"] },
  {
    name: "beneficiary name",
    schema: beneficentPayloadSchema,
    valid: { beneficent_type: "individual", name: "Мария Петрова" },
    field: ["name"],
  },
  {
    name: "post title",
    schema: postPayloadSchema,
    valid: { title: "First week", is_anonymous: false, content: "<p>Hi</p>", image_ids: [] },
    field: ["title"],
  },
  { name: "member's name", schema: namePayloadSchema, valid: { name: "Lucía" }, field: ["name"] },
  {
    name: "reporter's name",
    schema: reportPayloadSchema,
    valid: { type: 1, description: "Spam.", name: "Someone" },
    field: ["name"],
  },
  {
    name: "provider's holder name",
    schema: providerWithdrawalPayloadSchema,
    valid: providerExample,
    field: ["provider", "holder_name"],
  },
  {
    name: "provider's bank",
    schema: providerWithdrawalPayloadSchema,
    valid: providerExample,
    field: ["provider", "bank"],
  },
  {
    name: "sign-up name",
    schema: signupDetailsPayloadSchema,
    valid: {},
    field: ["name"],
  },
];

function withField(valid: object, path: string[], value: string) {
  const copy = structuredClone(valid) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path[path.length - 1] as string] = value;
  return copy;
}

describe("single-line fields", () => {
  it.each(cases)("$name refuses a line break and a tab", ({ schema, valid, field }) => {
    for (const bad of ["Line one\nline two", "Subject\r\nBcc: x@example.com", "a\tb"]) {
      const result = z.safeParse(schema, withField(valid, field, bad));
      const issue = result.success
        ? undefined
        : result.error.issues.find((i) => i.path.join(".") === field.join("."));
      expect(issue?.message, JSON.stringify(bad)).toBe("validation.single_line");
    }
  });
  it.each(cases.filter((c) => c.name !== "sign-up name"))(
    "$name accepts its valid value",
    ({ schema, valid }) => {
      expect(z.safeParse(schema, valid).success).toBe(true);
    },
  );
});
