"use client";
export { EMPTY_LEGACY_FORM, type LegacyFormFields } from "./legacy-form-values";
export { WithdrawForm, type WithdrawFormProps } from "./WithdrawForm";
