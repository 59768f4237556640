import {
  IBAN_VERIFY_MIN_LENGTH,
  ibanProblem,
  normalizeIban,
  PROVIDER_SEARCH_LIMIT,
} from "@causeway/rules";
import type { Hono } from "hono";
import { z } from "zod";
import type { Deps, Env } from "../../context";
import { rateLimit, requireAuth } from "../../http/request";
import { badRequest } from "../../lib/errors";
import { parse } from "../../lib/validate";
import { withdrawReasons } from "../../services/reference-data";
import { bankOfIban, searchProviders } from "../../services/withdrawals-read";

/** What the withdrawal forms look up: the reasons, an IBAN's bank, the saved providers. */
export function withdrawalLookupRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;

  app.get("/api/v2/campaign/withdraw/reasons", async (c) => {
    requireAuth(c);
    return c.json({ response: { reasons: await withdrawReasons(db) } });
  });

  app.get("/api/v2/iban-verification", async (c) => {
    const { user } = requireAuth(c);
    await rateLimit(c, deps, "iban", "", user.id);
    const iban = normalizeIban(c.req.query("iban") ?? "");
    // The forms verify a typed IBAN from 10 characters on; the rule says what is wrong with it.
    const problem =
      iban.length < IBAN_VERIFY_MIN_LENGTH ? { key: "forms.iban.wrong_length" } : ibanProblem(iban);
    if (problem) throw badRequest({ iban: problem.key });
    const { parts, bank } = await bankOfIban(db, iban);
    // An unknown bank still has a valid IBAN: bic and bank come back empty for the owner to fill.
    return c.json({
      response: {
        iban,
        bic: bank?.bic ?? "",
        bank: bank?.bank ?? "",
        country: parts?.country ?? iban.slice(0, 2),
        valid: true,
      },
    });
  });

  app.get("/api/v2/campaign/withdraw/providers", async (c) => {
    requireAuth(c);
    const query = parse(
      z.object({
        search: z
          .string({ error: "validation.required" })
          .trim()
          .min(1, { error: "validation.required" })
          .max(100),
        limit: z.coerce.number().int().min(1).max(50).default(PROVIDER_SEARCH_LIMIT),
      }),
      c.req.query(),
    );
    const iban = normalizeIban(query.search);
    return c.json({ response: { providers: await searchProviders(db, query, iban) } });
  });
}
