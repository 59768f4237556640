// The sandbox card provider's hosted pages (routes/sandbox-pay.ts), rendered on the server: plain
// HTML forms posting back, no script at all, one stylesheet allowed by its hash.
import { createHash } from "node:crypto";
import esc from "escape-html";
import {
  type CardErrors,
  type CardField,
  type CardForm,
  cardGroups,
  TEST_CARDS,
} from "./sandbox-cards";

/** A dictionary lookup with `{name}` arguments (the sandbox's messages use no plural or select). */
export type PageText = (key: string, values?: Record<string, string>) => string;

export interface PagePayment {
  /** Formatted in the donor's language and currency. */
  total: string;
  donation: string;
  tip: string | null;
  campaign: string;
}

const STYLE = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
body { margin: 0; background: Canvas; color: CanvasText; }
header { background: #fef3c7; color: #451a03; padding: .75rem 1rem; text-align: center; }
header p { margin: 0; }
main { max-width: 28rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
h1 { font-size: 1.6rem; margin: 0 0 .25rem; }
h2 { font-size: 1.1rem; margin: 1.5rem 0 .5rem; }
dl { display: grid; grid-template-columns: 1fr auto; gap: .25rem 1rem; margin: 1rem 0; }
dt, dd { margin: 0; }
dd { text-align: right; font-variant-numeric: tabular-nums; }
.total { font-weight: 700; }
form { display: flex; flex-direction: column; gap: 1rem; }
*, *::before, *::after { box-sizing: border-box; }
.field { display: flex; flex-direction: column; gap: .25rem; min-width: 0; }
.row { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); grid-template-rows: repeat(4, auto); gap: .25rem 1rem; }
.row > .field { display: grid; grid-row: span 4; grid-template-rows: subgrid; gap: .25rem 0; align-content: start; }
.row > .field > label { grid-row: 1; }
.row > .field > .hint { grid-row: 2; }
.row > .field > .error { grid-row: 3; }
.row > .field > input { grid-row: 4; align-self: end; }
label { font-weight: 600; }
.hint { color: #4b5563; font-size: .9rem; }
input { font: inherit; width: 100%; padding: .5rem .75rem; border: 1px solid #6b7280; border-radius: .375rem; background: Field; color: FieldText; }
input[aria-invalid="true"] { border: 2px solid #b91c1c; }
.error { color: #b91c1c; font-weight: 600; }
.actions { display: flex; flex-wrap: wrap; gap: .75rem; }
button, .link-button { font: inherit; font-weight: 600; padding: .6rem 1.1rem; border-radius: .375rem; cursor: pointer; text-decoration: none; }
.primary { background: #1d4ed8; color: #fff; border: 2px solid #1d4ed8; }
.secondary { background: transparent; color: inherit; border: 2px solid #6b7280; }
:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
.summary { border: 3px solid #b91c1c; padding: .75rem 1rem; border-radius: .375rem; }
.summary h2 { margin-top: 0; }
.summary a { color: #b91c1c; font-weight: 600; }
code { font-size: 1rem; white-space: nowrap; }
@media (prefers-color-scheme: dark) {
  .error, .summary a { color: #fca5a5; }
  .hint { color: #d1d5db; }
  .summary, input[aria-invalid="true"] { border-color: #fca5a5; }
}
`;

/**
 * The pages' own policy: no script of any kind, this one stylesheet, forms posting back here and
 * the redirect that follows a form going to the donor's return address.
 */
export function sandboxPageCsp(returnOrigin: string | null): string {
  const style = createHash("sha256").update(STYLE).digest("base64");
  return [
    "default-src 'none'",
    `style-src 'sha256-${style}'`,
    `form-action 'self'${returnOrigin ? ` ${returnOrigin}` : ""}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

function layout(lang: string, title: string, t: PageText, main: string): string {
  return `<!doctype html>
<html lang="${esc(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)} · ${esc(t("sandbox.pay.title"))}</title>
<style>${STYLE}</style>
</head>
<body>
<header><p>${esc(t("sandbox.pay.test_mode"))}</p></header>
<main>
${main}
</main>
</body>
</html>
`;
}

function summary(payment: PagePayment, t: PageText): string {
  const tip = payment.tip
    ? `<dt>${esc(t("sandbox.pay.tip"))}</dt><dd>${esc(payment.tip)}</dd>`
    : "";
  return `<p>${esc(t("sandbox.pay.merchant", { campaign: payment.campaign }))}</p>
<dl>
<dt>${esc(t("sandbox.pay.donation"))}</dt><dd>${esc(payment.donation)}</dd>
${tip}<dt class="total">${esc(t("sandbox.pay.total"))}</dt><dd class="total">${esc(payment.total)}</dd>
</dl>`;
}

const FIELDS: readonly CardField[] = ["number", "expiry", "cvc"];

/** The test card form, with each problem under its field and listed, linked, at the top. */
export function cardPage(input: {
  lang: string;
  t: PageText;
  action: string;
  payment: PagePayment;
  values: CardForm;
  errors: CardErrors;
}): string {
  const { lang, t, action, payment, values, errors } = input;
  const problems = FIELDS.filter((field) => errors[field]);
  const errorSummary = problems.length
    ? `<div class="summary" role="alert" aria-labelledby="problems" tabindex="-1" autofocus>
<h2 id="problems">${esc(t("sandbox.pay.errors_heading"))}</h2>
<ul>${problems.map((field) => `<li><a href="#${field}">${esc(t(errors[field] ?? ""))}</a></li>`).join("")}</ul>
</div>`
    : "";
  const field = (name: CardField, label: string, attributes: string, hint?: string) => {
    const error = errors[name];
    const described = [hint ? `${name}-hint` : "", error ? `${name}-error` : ""]
      .filter(Boolean)
      .join(" ");
    return `<div class="field">
<label for="${name}">${esc(label)}</label>
${hint ? `<span id="${name}-hint" class="hint">${esc(hint)}</span>` : ""}
${error ? `<span id="${name}-error" class="error">${esc(t(error))}</span>` : ""}
<input id="${name}" name="${name}" ${attributes} value="${esc(values[name])}"${described ? ` aria-describedby="${described}"` : ""}${error ? ' aria-invalid="true"' : ""} required>
</div>`;
  };
  const cards = TEST_CARDS.map(
    (card) =>
      `<li><code>${cardGroups(card.number)}</code>: ${esc(t(`sandbox.pay.card_${card.behaviour}`))}</li>`,
  ).join("");
  const heading = t("sandbox.pay.pay", { amount: payment.total });
  return layout(
    lang,
    problems.length ? `${t("sandbox.pay.error_prefix")}: ${heading}` : heading,
    t,
    `<h1>${esc(heading)}</h1>
${summary(payment, t)}
${errorSummary}
<form method="post" action="${esc(action)}" novalidate>
<h2>${esc(t("sandbox.pay.card_details"))}</h2>
${field("number", t("sandbox.pay.number"), 'type="text" inputmode="numeric" autocomplete="cc-number" spellcheck="false"')}
<div class="row">
${field("expiry", t("sandbox.pay.expiry"), 'type="text" inputmode="numeric" autocomplete="cc-exp" spellcheck="false"', t("sandbox.pay.expiry_hint"))}
${field("cvc", t("sandbox.pay.cvc"), 'type="text" inputmode="numeric" autocomplete="cc-csc" spellcheck="false"')}
</div>
<div class="actions">
<button type="submit" name="action" value="pay" class="primary">${esc(t("sandbox.pay.pay", { amount: payment.total }))}</button>
<button type="submit" name="action" value="cancel" class="secondary">${esc(t("sandbox.pay.cancel"))}</button>
</div>
</form>
<section aria-labelledby="cards">
<h2 id="cards">${esc(t("sandbox.pay.cards_heading"))}</h2>
<ul>${cards}</ul>
<p class="hint">${esc(t("sandbox.pay.cards_hint"))}</p>
</section>`,
  );
}

/** The 3-D Secure step: the donor answers as their bank would. */
export function challengePage(input: {
  lang: string;
  t: PageText;
  action: string;
  payment: PagePayment;
  card: string;
}): string {
  const { lang, t, action, payment, card } = input;
  const heading = t("sandbox.pay.challenge.heading");
  return layout(
    lang,
    heading,
    t,
    `<h1>${esc(heading)}</h1>
<p>${esc(t("sandbox.pay.challenge.description", { amount: payment.total, campaign: payment.campaign, last4: card.slice(-4) }))}</p>
<p class="hint">${esc(t("sandbox.pay.challenge.hint"))}</p>
<form method="post" action="${esc(action)}">
<input type="hidden" name="action" value="challenge">
<input type="hidden" name="number" value="${esc(card)}">
<div class="actions">
<button type="submit" name="answer" value="pass" class="primary">${esc(t("sandbox.pay.challenge.pass"))}</button>
<button type="submit" name="answer" value="fail" class="secondary">${esc(t("sandbox.pay.challenge.fail"))}</button>
</div>
</form>`,
  );
}

/** A payment that has already ended: what happened, and the way back. */
export function endedPage(input: {
  lang: string;
  t: PageText;
  status: "PROCESSED" | "FAILED" | "CANCELLED";
  returnTo: string;
}): string {
  const { lang, t, status, returnTo } = input;
  const heading = t("sandbox.pay.ended.heading");
  return layout(
    lang,
    heading,
    t,
    `<h1>${esc(heading)}</h1>
<p>${esc(t(`sandbox.pay.ended.${status.toLowerCase()}`))}</p>
<p><a class="link-button primary" href="${esc(returnTo)}">${esc(t("sandbox.pay.back"))}</a></p>`,
  );
}

/** No payment to make at this address. */
export function notFoundPage(input: { lang: string; t: PageText }): string {
  const { lang, t } = input;
  const heading = t("sandbox.pay.not_found.heading");
  return layout(
    lang,
    heading,
    t,
    `<h1>${esc(heading)}</h1>
<p>${esc(t("sandbox.pay.not_found.description"))}</p>`,
  );
}
