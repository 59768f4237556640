// Every dictionary key the rules can answer with, in one list: message-keys.test.ts checks that
// each is present in all 14 dictionaries of @causeway/i18n.
import { ACCOUNT_MESSAGE } from "./account-settings";
import { CAMPAIGN_MESSAGE } from "./campaign";
import { CREATION_MESSAGE } from "./campaign-draft";
import { DOCUMENTS_POLICY_MESSAGE } from "./documents-policy";
import { DONATE_MESSAGE } from "./donate";
import type { IbanProblem } from "./iban";
import { MESSAGE_MESSAGE } from "./message";
import { BLOCKER } from "./messages";
import { NOTE_MESSAGE } from "./note";
import { POST_MESSAGE } from "./post";
import { REFUND_MESSAGE } from "./refund";
import { REPORT_MESSAGE } from "./report";
import { AUTH_MESSAGE } from "./schemas/auth";
import { SCHEMA_MESSAGE } from "./schemas/fields";
import { TEXT_MESSAGE } from "./text-input";
import { SETTINGS_MESSAGE } from "./user-settings";
import { USERNAME_MESSAGE } from "./username";
import { WHOLE_AMOUNT_MESSAGE } from "./whole-amount";

const IBAN_MESSAGE: Record<IbanProblem["key"], IbanProblem["key"]> = {
  "withdraw.enter_iban": "withdraw.enter_iban",
  "forms.iban.unknown_country": "forms.iban.unknown_country",
  "forms.iban.wrong_length": "forms.iban.wrong_length",
  "forms.iban.wrong_format": "forms.iban.wrong_format",
  "forms.iban.wrong_checksum": "forms.iban.wrong_checksum",
};

export const RULE_MESSAGE_KEYS: readonly string[] = [
  ...new Set([
    ...Object.values(BLOCKER),
    ...Object.values(IBAN_MESSAGE),
    ...Object.values(USERNAME_MESSAGE),
    ...Object.values(REPORT_MESSAGE),
    ...Object.values(REFUND_MESSAGE),
    ...Object.values(POST_MESSAGE),
    ...Object.values(SCHEMA_MESSAGE),
    ...Object.values(DONATE_MESSAGE),
    ...Object.values(DOCUMENTS_POLICY_MESSAGE),
    ...Object.values(ACCOUNT_MESSAGE),
    ...Object.values(CAMPAIGN_MESSAGE),
    ...Object.values(CREATION_MESSAGE),
    ...Object.values(MESSAGE_MESSAGE),
    ...Object.values(NOTE_MESSAGE),
    ...Object.values(SETTINGS_MESSAGE),
    ...Object.values(AUTH_MESSAGE),
    ...Object.values(TEXT_MESSAGE),
    ...Object.values(WHOLE_AMOUNT_MESSAGE),
  ]),
].sort();
