import { resolveLocale } from "@causeway/i18n";
import type { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Deps, Env } from "../context";
import type { Ctx } from "../http/request";
import { formatMoney } from "../lib/money";
import { SANDBOX_PAY_PATH, SandboxPayments } from "../services/payments";
import { findProvider } from "../services/routed-payments";
import type { CardForm } from "../services/sandbox-cards";
import {
  cardPage,
  challengePage,
  endedPage,
  notFoundPage,
  type PagePayment,
  sandboxPageCsp,
} from "../services/sandbox-page";
import {
  chosenOutcome,
  type HostedPayment,
  hostedPayment,
  returnAddress,
  settleHosted,
} from "../services/sandbox-pay";
import { serverTranslator } from "../services/translator";

/**
 * The sandbox card provider's hosted payment page (issue 10): GET shows the amount, the campaign
 * and a test card form; POST applies the outcome the donor chose (paid, declined, a 3-D Secure
 * check passed or failed, cancelled) once, then sends them back to the donation's return address
 * with `donation`, `payment_id` and `status`. Only card payments of the sandbox are paid here.
 */
export function sandboxPayRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;
  const payments = findProvider(deps.payments, SandboxPayments);
  if (!payments) return;

  const load = (paymentId: string) => hostedPayment(db, payments, paymentId);
  type Row = HostedPayment;
  const returnTo = (row: Row, status: string) => returnAddress(row, status, deps.config.publicUrl);

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
    const origin = row ? returnTo(row, "").origin : null;
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
    // Paid, then refunded: the page says it was paid.
    const final =
      row.payment_status === "REFUNDED"
        ? "PROCESSED"
        : (row.payment_status as Exclude<Row["payment_status"], "PROCESSING" | "REFUNDED">);
    return html(
      c,
      endedPage({ lang, t, status: final, returnTo: returnTo(row, final).href }),
      status,
      row,
    );
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

      const choice = chosenOutcome(field);
      if ("challenge" in choice) {
        const card = choice.challenge;
        return html(c, challengePage({ lang, t, action, payment, card }), choice.status, row);
      }
      if ("errors" in choice) {
        const { values, errors } = choice;
        return html(c, cardPage({ lang, t, action, payment, values, errors }), 400, row);
      }
      const { outcome } = choice;
      const status = await settleHosted(db, payments, row, outcome);
      deps.log.info("sandbox payment", { donation: row.id, outcome, status });
      return c.redirect(returnTo(row, status).href, 303);
    },
  );
}
