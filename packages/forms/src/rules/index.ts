// @causeway/forms/rules: every form rule of spec 000 §5 and 001 §5 and the form-owned transitions
// of 000 §4, as plain functions, reducers and zod schemas. No React, no DOM: apps/api reuses them.

export * from "./account-settings";
export * from "./amount";
export * from "./bank-account-status";
export * from "./bank-account-submit";
export * from "./campaign";
export * from "./campaign-state";
export * from "./constants";
export * from "./documents";
export * from "./donate";
export * from "./form-session";
export * from "./html-text";
export * from "./iban";
export * from "./iban-entry";
export * from "./legacy-withdraw";
export * from "./message";
export * from "./message-keys";
export * from "./messages";
export * from "./note";
export * from "./post";
export * from "./profile";
export * from "./profile-image";
export * from "./reasons";
export * from "./report";
export * from "./request-normalise";
export * from "./restricted-text";
export * from "./rich-text";
export * from "./schemas";
export * from "./text-input";
export * from "./transfer-target";
export * from "./uploads";
export * from "./user-settings";
export * from "./username";
export * from "./withdraw-availability";
export * from "./withdraw-submit";
export * from "./withdraw-tax";
