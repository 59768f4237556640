// What a user writes to another: a conversation message (001 §3, §7: POST /api/v1/message
// {receiver, message}; trimmed, non-empty, at most 5000 characters, never to oneself) and a
// campaign owner's thank-you e-mail to a donor (POST /campaign/donations/{id}/thank-you-email
// {message}; trimmed, non-empty, at most 2000 characters).
import * as z from "zod/mini";
import { id, maxChars } from "./schemas/fields";

export const MESSAGE_MESSAGE = {
  empty: "message.validation.empty",
  self: "message.validation.self",
  receiver: "forms.error.invalid",
  thankYouEmpty: "validation.required",
} as const;

export const MESSAGE_MAX = 5000;
export const THANK_YOU_MAX = 2000;

export const messagePayloadSchema = z.object({
  receiver: id(MESSAGE_MESSAGE.receiver),
  message: z
    .string(MESSAGE_MESSAGE.empty)
    .check(z.trim(), z.minLength(1, MESSAGE_MESSAGE.empty), maxChars(MESSAGE_MAX)),
});

export type MessagePayloadOutput = z.output<typeof messagePayloadSchema>;

/** The receiver: anyone but the sender. */
export function messageReceiverProblem(receiver: number, senderId: number): string | null {
  return receiver === senderId ? MESSAGE_MESSAGE.self : null;
}

export const thankYouPayloadSchema = z.object({
  message: z
    .string(MESSAGE_MESSAGE.thankYouEmpty)
    .check(z.trim(), z.minLength(1, MESSAGE_MESSAGE.thankYouEmpty), maxChars(THANK_YOU_MAX)),
});

export type ThankYouPayloadOutput = z.output<typeof thankYouPayloadSchema>;
