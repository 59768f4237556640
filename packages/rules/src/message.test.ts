import { describe, expect, it } from "vitest";
import {
  MESSAGE_MAX,
  messagePayloadSchema,
  messageReceiverProblem,
  THANK_YOU_MAX,
  thankYouPayloadSchema,
} from "./message";
import { checkPayload } from "./schemas/field-errors";

describe("messagePayloadSchema", () => {
  it("trims the message", () => {
    expect(checkPayload(messagePayloadSchema, { receiver: 7, message: "  Hello!  " })).toEqual({
      ok: true,
      data: { receiver: 7, message: "Hello!" },
    });
  });

  it.each([
    { value: { receiver: 7, message: "" }, errors: { message: "message.validation.empty" } },
    { value: { receiver: 7, message: " \n " }, errors: { message: "message.validation.empty" } },
    { value: { receiver: 7 }, errors: { message: "message.validation.empty" } },
    { value: { receiver: 7, message: "ж".repeat(MESSAGE_MAX) }, errors: {} },
    {
      value: { receiver: 7, message: "x".repeat(MESSAGE_MAX + 1) },
      errors: { message: "forms.error.too_long" },
    },
    { value: { receiver: 0, message: "Hi" }, errors: { receiver: "forms.error.invalid" } },
    { value: { receiver: "7", message: "Hi" }, errors: { receiver: "forms.error.invalid" } },
    { value: { message: "Hi" }, errors: { receiver: "forms.error.invalid" } },
  ])("$value -> $errors", ({ value, errors }) => {
    const result = checkPayload(messagePayloadSchema, value);
    expect(result.ok ? {} : result.errors).toEqual(errors);
  });

  it.each([
    { receiver: 7, sender: 7, problem: "message.validation.self" },
    { receiver: 7, sender: 8, problem: null },
  ])("receiver $receiver from $sender -> $problem", ({ receiver, sender, problem }) => {
    expect(messageReceiverProblem(receiver, sender)).toBe(problem);
  });
});

describe("thankYouPayloadSchema", () => {
  it.each([
    {
      value: { message: "  Thank you, Maria!  " },
      result: { ok: true, data: { message: "Thank you, Maria!" } },
    },
    {
      value: { message: "ж".repeat(THANK_YOU_MAX) },
      result: { ok: true, data: { message: "ж".repeat(THANK_YOU_MAX) } },
    },
    { value: { message: " " }, result: { ok: false, errors: { message: "validation.required" } } },
    { value: {}, result: { ok: false, errors: { message: "validation.required" } } },
    {
      value: { message: "x".repeat(THANK_YOU_MAX + 1) },
      result: { ok: false, errors: { message: "forms.error.too_long" } },
    },
  ])("$value", ({ value, result }) => {
    expect(checkPayload(thankYouPayloadSchema, value)).toEqual(result);
  });
});
