// The refund form's reading of what staff typed (issue 29): the amount as people write it, in the
// donor's currency, checked against what is left; the reason by the shared payload schema.
import {
  AMOUNT_TEXT_MESSAGE,
  currencyFractionDigits,
  parseAmountText,
  REFUND_MESSAGE,
  refundPayloadSchema,
} from "@causeway/rules";

export type RefundEntry =
  | { ok: true; amount: number; reason: string }
  | { ok: false; errors: { amount?: string; reason?: string } };

/** The payload the form sends, or the dictionary keys of what is wrong, field by field. */
export function readRefund(
  values: { amount: string; reason: string },
  options: { currency: string; refundable: number; locale: string },
): RefundEntry {
  const errors: { amount?: string; reason?: string } = {};
  let amount = 0;
  if (values.amount.trim() === "") errors.amount = REFUND_MESSAGE.amountRequired;
  else {
    const read = parseAmountText(values.amount, {
      locale: options.locale,
      fractionDigits: currencyFractionDigits(options.currency),
    });
    if (!read.ok) errors.amount = AMOUNT_TEXT_MESSAGE[read.problem];
    else if (read.minor < 1) errors.amount = REFUND_MESSAGE.amountRequired;
    else if (read.minor > options.refundable) errors.amount = REFUND_MESSAGE.amountTooLarge;
    else amount = read.minor;
  }
  const parsed = refundPayloadSchema.safeParse({
    amount: Math.max(amount, 1),
    reason: values.reason,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.path[0] === "reason") errors.reason ??= issue.message;
    }
  }
  if (errors.amount || errors.reason || !parsed.success) return { ok: false, errors };
  return { ok: true, amount, reason: parsed.data.reason };
}
