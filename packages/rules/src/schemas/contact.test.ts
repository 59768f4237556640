import { describe, expect, it } from "vitest";
import { CONTACT_LIMITS, contactPayloadSchema } from "./contact";
import { checkPayload } from "./field-errors";

const example = {
  name: "Ana Popescu",
  email: "ana@example.com",
  subject: "A question about withdrawals",
  message: "Can I pay the clinic directly from my campaign?",
};

describe("contactPayloadSchema", () => {
  it.each([
    { change: {}, errors: {} },
    { change: { name: "  " }, errors: { name: "forms.contact.name_required" } },
    { change: { name: undefined }, errors: { name: "forms.contact.name_required" } },
    { change: { name: "Ana\nPopescu" }, errors: { name: "validation.single_line" } },
    { change: { name: "a".repeat(101) }, errors: { name: "forms.error.too_long" } },
    { change: { email: "ana@" }, errors: { email: "report.validator.email_empty" } },
    { change: { email: "" }, errors: { email: "report.validator.email_empty" } },
    {
      change: { email: `${"a".repeat(250)}@example.com` },
      errors: { email: "report.validator.email_empty" },
    },
    { change: { subject: "" }, errors: { subject: "forms.contact.subject_required" } },
    { change: { subject: "x".repeat(151) }, errors: { subject: "forms.error.too_long" } },
    { change: { message: "" }, errors: { message: "forms.contact.message_required" } },
    { change: { message: "   Hello   " }, errors: { message: "forms.contact.message_short" } },
    { change: { message: "x".repeat(5001) }, errors: { message: "forms.error.too_long" } },
  ])("$change -> $errors", ({ change, errors }) => {
    const result = checkPayload(contactPayloadSchema, { ...example, ...change });
    expect(result.ok ? {} : result.errors).toEqual(errors);
  });

  it("takes exactly the limits and trims what it keeps", () => {
    const result = checkPayload(contactPayloadSchema, {
      name: ` ${"n".repeat(CONTACT_LIMITS.name)} `,
      email: " Ana@Example.com ",
      subject: "s".repeat(CONTACT_LIMITS.subject),
      message: `\n${"m".repeat(CONTACT_LIMITS.messageMin)}\n`,
    });
    expect(result).toEqual({
      ok: true,
      data: {
        name: "n".repeat(CONTACT_LIMITS.name),
        email: "Ana@Example.com",
        subject: "s".repeat(CONTACT_LIMITS.subject),
        message: "m".repeat(CONTACT_LIMITS.messageMin),
      },
    });
  });

  it("keeps the message's own lines", () => {
    const result = checkPayload(contactPayloadSchema, {
      ...example,
      message: "Hello,\n\nmy question is…",
    });
    expect(result.ok && result.data.message).toBe("Hello,\n\nmy question is…");
  });

  it("refuses fields the contract does not know", () => {
    const result = checkPayload(contactPayloadSchema, { ...example, cc: "x@example.com" });
    expect(result.ok).toBe(false);
  });
});
