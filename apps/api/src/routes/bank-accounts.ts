import { bankAccountPayloadSchema, normaliseBankAccountRequest } from "@causeway/rules";
import type { Hono } from "hono";
import { z } from "zod";
import type { Deps, Env } from "../context";
import { jsonBody, ok, pathId, requireAdmin, requireAuth } from "../http/request";
import { badRequest, notFound } from "../lib/errors";
import { issuesToFields, parse, zId } from "../lib/validate";
import {
  campaignBankAccount,
  decideBankAccount,
  declineBankAccount,
  deleteBankAccount,
  ownedBankAccount,
  replaceBankDocuments,
  submitBankAccount,
} from "../services/bank-accounts";
import { presentBankAccount } from "../services/present";

// The payload is checked by the forms' schema after the builder's normalisation (IBAN compacted
// and upper-cased, BIC and country upper-cased: normaliseBankAccountRequest). Field keys follow the
// provider form: a failure is shown as the provider.iban error (000 §8).
const FIELD_KEYS: Record<string, string> = {
  iban: "provider.iban",
  bic: "provider.bic",
  country: "provider.country",
  bank: "provider.bank",
};

// Staff's decision: ACCEPTED is read as APPROVED, a refusal needs its note.
const zDecision = z
  .object({
    state: z
      .enum(["APPROVED", "ACCEPTED", "REFUSED", "WAITING"], { error: "validation.invalid" })
      .transform((s) => (s === "ACCEPTED" ? "APPROVED" : s)),
    note: z.string().trim().max(2000).nullable().optional(),
  })
  .refine((b) => b.state !== "REFUSED" || !!b.note, {
    message: "validation.required",
    path: ["note"],
  });

export function bankAccountRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;

  app.get("/api/v2/campaign/withdraw-bank-account", async (c) => {
    const { user } = requireAuth(c);
    const campaignId = parse(z.object({ campaign_id: zId }), c.req.query()).campaign_id;
    const account = await campaignBankAccount(db, user, campaignId);
    // 404 means none yet: the client then shows an empty account in state WAITING.
    if (!account) throw notFound();
    return c.json({ response: await presentBankAccount(db, account) });
  });

  app.post("/api/v2/campaign/withdraw-bank-account", async (c) => {
    const { user } = requireAuth(c);
    const raw = await jsonBody(c);
    const result = z.safeParse(bankAccountPayloadSchema, normaliseBankAccountRequest(raw));
    if (!result.success) {
      const fields = issuesToFields(result.error.issues);
      throw badRequest(
        Object.fromEntries(Object.entries(fields).map(([k, v]) => [FIELD_KEYS[k] ?? k, v])),
      );
    }
    const { created, emit } = await submitBankAccount(db, user, result.data);
    emit(deps.realtime);
    return c.json({ response: await presentBankAccount(db, created) }, 201);
  });

  app.delete("/api/v2/campaign/withdraw-bank-account/:id{[0-9]+}", async (c) => {
    const id = pathId(c, "id");
    const { user } = requireAuth(c);
    const { account } = await ownedBankAccount(db, user, id);
    await deleteBankAccount(db, account);
    return c.json(ok);
  });

  app.put("/api/v2/campaign/withdraw-bank-account/:id{[0-9]+}/decline", async (c) => {
    const id = pathId(c, "id");
    const { user } = requireAuth(c);
    const { account } = await ownedBankAccount(db, user, id);
    await declineBankAccount(db, account);
    return c.json(ok);
  });

  app.put("/api/v2/campaign/withdraw-bank-account/:id{[0-9]+}/documents", async (c) => {
    const id = pathId(c, "id");
    const { user } = requireAuth(c);
    const { account } = await ownedBankAccount(db, user, id);
    const body = parse(
      z.object({ documents: bankAccountPayloadSchema.shape.documents }),
      await jsonBody(c),
    );
    const updated = await replaceBankDocuments(db, user.id, account, body.documents);
    return c.json({ response: await presentBankAccount(db, updated) });
  });

  // Staff decision (the contract's decideBankAccount; the spec shows no path for it).
  app.put("/api/v2/campaign/withdraw-bank-account/:id{[0-9]+}/state", async (c) => {
    const id = pathId(c, "id");
    requireAdmin(c);
    const body = parse(zDecision, await jsonBody(c));
    const { updated, emit } = await decideBankAccount(db, id, body);
    emit(deps.realtime);
    return c.json({ response: await presentBankAccount(db, updated) });
  });
}
