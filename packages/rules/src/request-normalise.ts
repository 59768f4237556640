// What the forms' payload builders (schemas/withdrawal.ts) do to their values before sending, done
// to a request body that did not come from them: IBAN compacted and upper-cased, BIC and country
// upper-cased, texts trimmed. A server runs it before the payload schema, so a pasted " bg80 bnbg
// 9661 ..." is judged as the form would send it. Anything not shaped as expected is left as it is,
// for the schema to refuse.
import { normalizeIban } from "./iban";
import { normalizeUsernameInput } from "./username";

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const trim = (value: unknown) => (typeof value === "string" ? value.trim() : value);
const upper = (value: unknown) => (typeof value === "string" ? value.trim().toUpperCase() : value);
const iban = (value: unknown) => (typeof value === "string" ? normalizeIban(value) : value);

/** The body with the given text fields trimmed (fields it lacks stay absent). */
function withTexts(body: Json, keys: readonly string[]): Json {
  const out: Json = { ...body };
  for (const key of keys) if (key in out) out[key] = trim(out[key]);
  return out;
}

/** IBAN, BIC, country and bank of a bank's details, as the builders send them. */
function bankDetails(body: Json): Json {
  return {
    ...body,
    ...("iban" in body ? { iban: iban(body.iban) } : {}),
    ...("bic" in body ? { bic: upper(body.bic) } : {}),
    ...("country" in body ? { country: upper(body.country) } : {}),
    ...("bank" in body ? { bank: trim(body.bank) } : {}),
  };
}

/** A ProviderWithdrawalPayload as toProviderWithdrawalPayload would have sent it. */
export function normaliseProviderWithdrawalRequest(body: unknown): unknown {
  if (!isObject(body)) return body;
  const out = withTexts(body, ["comment", "reference"]);
  if (isObject(body.provider))
    out.provider = withTexts(bankDetails(body.provider), ["holder_name"]);
  return out;
}

/** A BankAccountPayload as toBankAccountPayload would have sent it. */
export function normaliseBankAccountRequest(body: unknown): unknown {
  return isObject(body) ? withTexts(bankDetails(body), ["holder_name"]) : body;
}

/** An OwnerWithdrawalPayload as toOwnerWithdrawalPayload would have sent it. */
export function normaliseOwnerWithdrawalRequest(body: unknown): unknown {
  return isObject(body) ? withTexts(body, ["comment"]) : body;
}

/** A TransferFundsPayload as toTransferFundsPayload would have sent it. */
export function normaliseTransferRequest(body: unknown): unknown {
  return isObject(body) ? withTexts(body, ["motivational_message"]) : body;
}

/** A sign-up completion (personal or business) with its username as the username box keeps it. */
export function normaliseSignupCompletionRequest(body: unknown): unknown {
  if (!isObject(body) || typeof body.username !== "string") return body;
  return { ...body, username: normalizeUsernameInput(body.username) };
}
