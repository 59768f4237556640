"use client";
export {
  ProviderWithdrawalForm,
  type ProviderWithdrawalFormProps,
} from "./ProviderWithdrawalForm";
export {
  EMPTY_PROVIDER_FORM,
  type ProviderFormFields,
} from "./provider-form-values";
