#!/usr/bin/env node
// The dictionaries as published (run by the package's build, after the JavaScript): a host that
// embeds our widgets loads one language, so the published copy (dist/locales/<code>.json, what
// `@causeway/i18n/locales/*.json` and loadMessages give a host) leaves out the namespaces only the
// Causeway site and server use. The site and the server read the whole dictionaries of locales/.
//
// A host that embeds only the money widgets of @causeway/forms (DonateWidget and DonateResult, the
// withdrawal forms, WithdrawTypeChooser, the success modals) needs about half of that: their own
// dictionary, dist/locales/widgets/<code>.json (`@causeway/i18n/locales/widgets/*.json`,
// loadWidgetMessages), holds the namespaces of WIDGET_NAMESPACES only.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** Namespaces no package uses: the site's pages (`web.*`) and the sandbox payment page (`sandbox.*`). */
export const SITE_ONLY_NAMESPACES = ["web", "sandbox"];

/**
 * What the money widgets can say, as key prefixes (a prefix keeps itself and every key below it).
 * Read from the modules the widgets import (src/widget-locales.test.ts walks them and fails on a
 * key or a `prefix.${…}` key of theirs that is not kept here) and from what the server answers
 * their requests with: an error namespace is kept whole, so a key the server sends always has its
 * text. Any other component (campaign form, post cards, settings, profile, sign-up, the ui
 * primitives on their own) needs the full dictionary.
 */
export const WIDGET_NAMESPACES = [
  // DonateWidget and DonateResult: all their words (amount, method, tip, donor, redirect, thanks,
  // the form's errors, donate.method.${method}).
  "donate",
  // The server's refusals of a donation (POST /campaign/:id/donation). Not donation.certificate.*
  // (the server's own certificate page) nor donation.thank_you.* (the owner's thank-you e-mail).
  "donation.validator",
  // The withdrawal forms: the spec's blockers (withdraw.enter_iban, withdraw.write_comment …), the
  // server's refusals (withdraw.validator.*), the cost types the server lists (withdraw.reason.*,
  // shown by ReasonPicker).
  "withdraw",
  // Uploader: the server's refusals of an invoice or a document (POST /resources/file, /image).
  "upload.validator",
  // Any request: the server's generic answers (validation.required, invalid, range, invalid_json,
  // json_expected, media_not_found …) and the text rules the schemas share with the server
  // (control_characters, single_line, too_deep). Kept whole, as the server may send any of them.
  "validation",
  // rules/report.ts: the donate rules share its isEmail, and the module's messages come along.
  "report.validator",
  // forms.*: the parts the money widgets are made of.
  "forms.amount", // AmountInput
  "forms.bank", // IbanDetails: the provider's bank, BIC, country and recipient
  "forms.bic",
  "forms.country", // also BankAccountBox (OwnerWithdrawalForm)
  "forms.currency", // CurrencyPicker, IbanDetails
  "forms.iban", // IbanField, rules/iban.ts (also the server's forms.iban.wrong_length)
  "forms.blocker", // SubmitRow: what still blocks a submit (rules/messages.ts)
  "forms.chooser", // WithdrawTypeChooser
  "forms.comment", // DocumentsFields: the comment when no invoice is available
  "forms.discard", // DiscardDialog
  "forms.documents_policy", // DocumentsPolicyNotice: forms.documents_policy.${case}.title/body
  "forms.error", // the schemas' field errors, which the server answers with too (kept whole)
  "forms.error_summary", // ErrorSummary
  "forms.invoice_not_available", // DocumentsFields
  "forms.reasons", // ReasonPicker
  "forms.recipient", // IbanDetails, BankAccountBox
  "forms.reference", // ReferenceField
  "forms.restricted", // RestrictedTextarea
  "forms.retry", // ReasonPicker
  "forms.success", // WithdrawCreatedModal, WithdrawEditedModal
  "forms.transfer", // CampaignTransferForm, CampaignPicker
  "forms.uploader", // Uploader
  "forms.withdraw", // WithdrawTotals, SubmitRow, the forms' failure
  // The ui primitives the widgets render that have words of their own.
  "ui.alert",
  "ui.alert_dialog",
  "ui.autocomplete",
  "ui.combobox",
  "ui.dialog",
  "ui.field",
  "ui.link",
  "ui.select",
  "ui.spinner",
  "ui.status", // StatusIcon: ui.status.${status}
];

/** The dictionary without the site-only namespaces. */
export function publishedMessages(messages) {
  return Object.fromEntries(
    Object.entries(messages).filter(([key]) => !SITE_ONLY_NAMESPACES.includes(key.split(".")[0])),
  );
}

/** Whether `key` is kept by `prefix`: the prefix itself or a key below it. */
export function underPrefix(key, prefix) {
  return key === prefix || key.startsWith(`${prefix}.`);
}

/** The money widgets' dictionary: the published messages under WIDGET_NAMESPACES. */
export function widgetMessages(messages) {
  return Object.fromEntries(
    Object.entries(publishedMessages(messages)).filter(([key]) =>
      WIDGET_NAMESPACES.some((prefix) => underPrefix(key, prefix)),
    ),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  const out = join(root, "dist", "locales");
  mkdirSync(join(out, "widgets"), { recursive: true });
  for (const file of readdirSync(join(root, "locales")).filter((f) => f.endsWith(".json"))) {
    const messages = JSON.parse(readFileSync(join(root, "locales", file), "utf8"));
    writeFileSync(join(out, file), `${JSON.stringify(publishedMessages(messages))}\n`);
    writeFileSync(join(out, "widgets", file), `${JSON.stringify(widgetMessages(messages))}\n`);
  }
  // loadMessages imports ../locales/<code>.json from src/; from dist/ the published copy is
  // ./locales, and loadWidgetMessages's (which reads the full dictionaries in the workspace, where
  // no widgets' dictionary exists before a build) is ./locales/widgets.
  const copies = { load: '"./locales/', "load-widgets": '"./locales/widgets/' };
  for (const [name, target] of Object.entries(copies)) {
    for (const ext of ["js", "cjs"]) {
      const path = join(root, "dist", `${name}.${ext}`);
      const text = readFileSync(path, "utf8");
      if (!text.includes('"../locales/')) throw new Error(`${path}: no "../locales/" import`);
      writeFileSync(path, text.replaceAll('"../locales/', target));
    }
  }
}
