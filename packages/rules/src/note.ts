// A note on a withdrawal (000 §4: notes marked for review, completed or reverted; 000 §7 notes under
// /api/v2/campaign/withdraw/...). The text is trimmed, non-empty, at most 2000 characters.
import * as z from "zod/mini";
import { maxChars } from "./schemas/fields";

export const NOTE_MESSAGE = {
  empty: "validation.required",
} as const;

export const NOTE_MAX = 2000;

export const withdrawNotePayloadSchema = z.object({
  text: z
    .string(NOTE_MESSAGE.empty)
    .check(z.trim(), z.minLength(1, NOTE_MESSAGE.empty), maxChars(NOTE_MAX)),
});

export type WithdrawNotePayloadOutput = z.output<typeof withdrawNotePayloadSchema>;
