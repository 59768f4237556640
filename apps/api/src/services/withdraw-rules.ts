// The withdrawal payloads are checked by the schemas of @causeway/forms/rules (000 §3, §5): the
// same zod schemas the widgets use, so the server and the form answer with the same keys. This
// file only brings a request into the shape those schemas expect (the builders of the forms do the
// same on the client) and adds what only the server can check.
import {
  type OwnerWithdrawalPayloadOutput,
  ownerWithdrawalPayloadSchema,
  type ProviderWithdrawalPayloadOutput,
  providerWithdrawalPayloadSchema,
  type TransferFundsPayloadOutput,
  transferFundsPayloadSchema,
} from "@causeway/forms/rules";
import { badRequest } from "../lib/errors";
import { ibanBank, normaliseIbanInput } from "../lib/iban";
import { parse } from "../lib/validate";

export type ProviderPayload = ProviderWithdrawalPayloadOutput & { invoiceNotAvailable: boolean };
export type OwnerPayload = OwnerWithdrawalPayloadOutput & { invoiceNotAvailable: boolean };
export type TransferPayload = TransferFundsPayloadOutput;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const trim = (value: unknown) => (typeof value === "string" ? value.trim() : value);
const upper = (value: unknown) => (typeof value === "string" ? value.trim().toUpperCase() : value);

/**
 * What the forms' payload builders do before sending (IBAN normalised, BIC and country upper-cased,
 * texts trimmed), done to a request that did not come from them; anything else is left to the
 * schema to refuse.
 */
function normaliseInput(body: unknown): unknown {
  if (!isObject(body)) return body;
  const out: Json = { ...body };
  for (const key of ["comment", "motivational_message", "reference"]) out[key] = trim(out[key]);
  if (isObject(body.provider)) {
    const p = body.provider;
    out.provider = {
      ...p,
      iban: normaliseIbanInput(p.iban),
      bic: upper(p.bic),
      country: upper(p.country),
      bank: trim(p.bank),
      holder_name: trim(p.holder_name),
    };
  }
  for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key];
  return out;
}

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
  const input = normaliseInput(body);
  if (isObject(body) && "bank_account" in body) {
    return { kind: "personal", payload: withDefaults(parse(ownerWithdrawalPayloadSchema, input)) };
  }
  const payload = withDefaults(parse(providerWithdrawalPayloadSchema, input));
  // Server only: the IBAN's country must be the provider's country.
  const bank = ibanBank(payload.provider.iban);
  if (bank && bank.country !== payload.provider.country)
    throw badRequest({ "provider.country": "withdraw.validator.country_mismatch" });
  return { kind: "service", payload };
}

export function parseTransfer(body: unknown): TransferPayload {
  return parse(transferFundsPayloadSchema, normaliseInput(body));
}
