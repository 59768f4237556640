// A conversation message (001 §3, §7: POST /api/v1/message {receiver, message}). The message is
// trimmed, non-empty and at most 5000 characters (the contract's limit); nobody writes to themselves.
import * as z from "zod/mini";
import { id, maxChars } from "./schemas/fields";

export const MESSAGE_MESSAGE = {
  empty: "message.validation.empty",
  self: "message.validation.self",
  receiver: "forms.error.invalid",
} as const;

export const MESSAGE_MAX = 5000;

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
