// The report payload (ReportPayload of the contract) with the report form's messages.
import * as z from "zod/mini";
import { isEmail, REPORT_MESSAGE } from "../report";
import { filled, id, singleLine } from "./fields";

export const reportPayloadSchema = z.object({
  type: id(REPORT_MESSAGE.noOption),
  description: z.string().check(filled(REPORT_MESSAGE.description)),
  email: z.optional(z.string().check(z.refine(isEmail, { message: REPORT_MESSAGE.email }))),
  name: z.optional(z.string().check(filled(REPORT_MESSAGE.name), singleLine())),
});

export type ReportPayloadOutput = z.output<typeof reportPayloadSchema>;
