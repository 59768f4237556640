// @causeway/forms/rules: every form rule of spec 000 §5 and 001 §5 and the form-owned transitions
// of 000 §4, as plain functions, reducers and zod schemas. No React, no DOM: apps/api reuses them.
export * from "./amount";
export * from "./bank-account-submit";
export * from "./constants";
export * from "./documents";
export * from "./iban";
export * from "./iban-entry";
export * from "./messages";
export * from "./reasons";
export * from "./restricted-text";
export * from "./uploads";
export * from "./withdraw-submit";
