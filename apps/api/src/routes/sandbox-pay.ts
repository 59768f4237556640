import { resolveLocale } from "@causeway/i18n";
import type { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Deps, Env } from "../context";
import type { Ctx } from "../http/request";
import { formatMoney } from "../lib/money";
import { type PaymentOutcome, SANDBOX_PAY_PATH, SandboxPayments } from "../services/payments";
import { type CardForm, cardBehaviour, cardDigits, cardErrors } from "../services/sandbox-cards";
import {
  cardPage,
  challengePage,
  endedPage,
  notFoundPage,
  type PagePayment,
  sandboxPageCsp,
} from "../services/sandbox-page";
import { serverTranslator } from "../services/translator";

/**
 * The sandbox card provider's hosted payment page (issue 10): GET shows the amount, the campaign
 * and a test card form; POST applies the outcome the donor chose (paid, declined, a 3-D Secure
 * check passed or failed, cancelled) once, then sends them back to the donation's return address
 * with `donation`, `payment_id` and `status`. Only card payments of the sandbox are paid here.
 */
export function sandboxPayRoutes(app: Hono<Env>, deps: Deps) {
  const { db, payments } = deps;
  if (!(payments instanceof SandboxPayments)) return;

  const load = async (paymentId: string) => {
    if (paymentId.length > 100) return undefined;
    const row = await db
      .selectFrom("donations")
      .innerJoin("campaigns", "campaigns.id", "donations.campaign_id")
      .innerJoin("currencies", "currencies.id", "donations.initiated_currency_id")
      .select([
        "donations.id",
        "donations.payment_id",
        "donations.payment_method",
        "donations.payment_status",
        "donations.initiated_amount",
        "donations.initiated_tip",
        "donations.return_url",
        "campaigns.name as campaign",
        "campaigns.slug",
        "currencies.abbreviation",
        "currencies.zero_based",
      ])
      .where("donations.payment_id", "=", paymentId)
      .executeTakeFirst();
    return row && payments.hosts(row.payment_method) ? row : undefined;
  };
  type Row = NonNullable<Awaited<ReturnType<typeof load>>>;

  /** The donation's return address (an http(s) one, else the site's checkout page) and the result. */
  const returnAddress = (row: Row, status: string) => {
    let url: URL;
    try {
      url = new URL(row.return_url ?? "");
      if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error("scheme");
    } catch {
      url = new URL(`/campaign/${encodeURIComponent(row.slug)}/checkout`, deps.config.publicUrl);
    }
    url.searchParams.set("donation", String(row.id));
    url.searchParams.set("payment_id", row.payment_id);
    url.searchParams.set("status", status);
    return url;
  };

  /** What the page needs in the donor's language. */
  const view = (c: Ctx, paymentId: string) => {
    const lang = resolveLocale(c.req.query("lang") ?? c.req.header("accept-language"));
    return {
      lang,
      t: serverTranslator(lang).t,
      action: `${SANDBOX_PAY_PATH}${encodeURIComponent(paymentId)}?lang=${lang}`,
    };
  };

  const money = (row: Row, minor: number, lang: string) =>
    formatMoney(minor, row.abbreviation, lang, row.zero_based);

  const paymentOf = (row: Row, lang: string): PagePayment => ({
    total: money(row, row.initiated_amount + row.initiated_tip, lang),
    donation: money(row, row.initiated_amount, lang),
    tip: row.initiated_tip > 0 ? money(row, row.initiated_tip, lang) : null,
    campaign: row.campaign,
  });

  const html = (c: Ctx, body: string, status: 200 | 400 | 404 | 409, row?: Row) => {
    const origin = row ? returnAddress(row, "").origin : null;
    return c.html(body, status, {
      "Content-Security-Policy": sandboxPageCsp(origin),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
      "X-Frame-Options": "DENY",
    });
  };

  const ended = (c: Ctx, row: Row, status: 200 | 409) => {
    const { lang, t } = view(c, row.payment_id);
    const final = row.payment_status as Exclude<Row["payment_status"], "PROCESSING">;
    const returnTo = returnAddress(row, final).href;
    return html(c, endedPage({ lang, t, status: final, returnTo }), status, row);
  };

  const blank: CardForm = { number: "", expiry: "", cvc: "" };

  app.get(`${SANDBOX_PAY_PATH}:paymentId`, async (c) => {
    const paymentId = c.req.param("paymentId");
    const row = await load(paymentId);
    const { lang, t, action } = view(c, paymentId);
    if (!row) return html(c, notFoundPage({ lang, t }), 404);
    if (row.payment_status !== "PROCESSING") return ended(c, row, 200);
    const payment = paymentOf(row, lang);
    return html(c, cardPage({ lang, t, action, payment, values: blank, errors: {} }), 200, row);
  });

  app.post(
    `${SANDBOX_PAY_PATH}:paymentId`,
    bodyLimit({ maxSize: 8 * 1024, onError: (c) => c.text("Request body too large.", 413) }),
    async (c) => {
      const paymentId = c.req.param("paymentId");
      const row = await load(paymentId);
      const { lang, t, action } = view(c, paymentId);
      if (!row) return html(c, notFoundPage({ lang, t }), 404);
      // An outcome is applied once: a second one (a resubmitted form, another tab) changes nothing.
      if (row.payment_status !== "PROCESSING") return ended(c, row, 409);
      const form = await c.req.parseBody();
      const field = (name: string) => (typeof form[name] === "string" ? form[name] : "");
      const payment = paymentOf(row, lang);

      let outcome: PaymentOutcome;
      const kind = field("action");
      if (kind === "cancel") outcome = "CANCELLED";
      else if (kind === "challenge" && cardBehaviour(field("number")) === "challenge") {
        const answer = field("answer");
        if (answer !== "pass" && answer !== "fail") {
          const card = cardDigits(field("number"));
          return html(c, challengePage({ lang, t, action, payment, card }), 400, row);
        }
        outcome = answer === "pass" ? "PROCESSED" : "FAILED";
      } else {
        const values: CardForm = {
          number: field("number"),
          expiry: field("expiry"),
          cvc: field("cvc"),
        };
        const errors = cardErrors(values);
        if (Object.keys(errors).length)
          return html(c, cardPage({ lang, t, action, payment, values, errors }), 400, row);
        const behaviour = cardBehaviour(values.number);
        if (behaviour === "challenge") {
          const card = cardDigits(values.number);
          return html(c, challengePage({ lang, t, action, payment, card }), 200, row);
        }
        outcome = behaviour === "success" ? "PROCESSED" : "FAILED";
      }

      await payments.settle(row.payment_id, outcome);
      // What the donation is now (a simultaneous outcome may have come first).
      const now = await db
        .selectFrom("donations")
        .select("payment_status")
        .where("id", "=", row.id)
        .executeTakeFirstOrThrow();
      deps.log.info("sandbox payment", { donation: row.id, outcome, status: now.payment_status });
      return c.redirect(returnAddress(row, now.payment_status).href, 303);
    },
  );
}
