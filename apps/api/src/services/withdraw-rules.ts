// The withdrawal payloads are checked by the schemas of @causeway/rules (000 §3, §5): the
// same zod schemas the widgets use, so the server and the form answer with the same keys. This
// file only brings a request into the shape those schemas expect (the builders of the forms do the
// same on the client, and the forms export it: normalise*Request) and adds what only the server can
// check.
import {
  normaliseOwnerWithdrawalRequest,
  normaliseProviderWithdrawalRequest,
  normaliseTransferRequest,
  type OwnerWithdrawalPayloadOutput,
  ownerWithdrawalPayloadSchema,
  type ProviderWithdrawalPayloadOutput,
  providerWithdrawalPayloadSchema,
  type TransferFundsPayloadOutput,
  transferFundsPayloadSchema,
} from "@causeway/rules";
import { badRequest } from "../lib/errors";
import { ibanBank } from "../lib/iban";
import { parse } from "../lib/validate";

export type ProviderPayload = ProviderWithdrawalPayloadOutput & { invoiceNotAvailable: boolean };
export type OwnerPayload = OwnerWithdrawalPayloadOutput & { invoiceNotAvailable: boolean };
export type TransferPayload = TransferFundsPayloadOutput;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const withDefaults = <T extends { reasons: number[]; invoiceNotAvailable?: boolean | undefined }>(
  payload: T,
) => ({
  ...payload,
  reasons: [...new Set(payload.reasons)],
  invoiceNotAvailable: payload.invoiceNotAvailable ?? false,
});

/** Parses one of the two payloads, telling them apart by `bank_account` vs `provider`. */
export function parseWithdrawal(
  body: unknown,
): { kind: "service"; payload: ProviderPayload } | { kind: "personal"; payload: OwnerPayload } {
  if (isObject(body) && "bank_account" in body) {
    const input = normaliseOwnerWithdrawalRequest(body);
    return { kind: "personal", payload: withDefaults(parse(ownerWithdrawalPayloadSchema, input)) };
  }
  const input = normaliseProviderWithdrawalRequest(body);
  const payload = withDefaults(parse(providerWithdrawalPayloadSchema, input));
  // Server only: the IBAN's country must be the provider's country.
  const bank = ibanBank(payload.provider.iban);
  if (bank && bank.country !== payload.provider.country)
    throw badRequest({ "provider.country": "withdraw.validator.country_mismatch" });
  return { kind: "service", payload };
}

export function parseTransfer(body: unknown): TransferPayload {
  return parse(transferFundsPayloadSchema, normaliseTransferRequest(body));
}

/** A withdrawal request as parseWithdrawal reads it: its kind and its checked payload. */
export type ParsedWithdrawal = ReturnType<typeof parseWithdrawal>;
