"use client";
// Sending the legacy form: POST (bank tab), PUT (edit mode) or the transfer (campaign tab); a
// failure puts the server's per-field errors on the fields (or one form-wide message).
import {
  type CurrencyRef,
  isApiFieldErrors,
  type Withdraw,
  withdrawMutations,
} from "@causeway/api-client";
import type { FormMode, FormSessionAction, LegacyTab } from "@causeway/rules";
import { useMutation } from "@tanstack/react-query";
import type { FormStore } from "../form-store";
import {
  formErrorsOf,
  type LegacyFormFields,
  toBankPayload,
  toCampaignPayload,
} from "./legacy-form-values";

export interface LegacySendOptions {
  mode: FormMode;
  tab: LegacyTab;
  campaign: { id: number; currency: CurrencyRef };
  withdrawId?: number;
  form: FormStore<LegacyFormFields>;
  dispatchSession: (action: FormSessionAction) => void;
  onSubmitted: (withdraw: Withdraw) => void;
  /** The fields the server refused (the form goes back to the first step holding one). */
  onFailed: (fields: string[]) => void;
}

export function useLegacySend(options: LegacySendOptions) {
  const { mode, tab, campaign, withdrawId, form, dispatchSession, onSubmitted, onFailed } = options;
  const create = useMutation(withdrawMutations.create(campaign.id));
  const update = useMutation(withdrawMutations.update(campaign.id));
  const transfer = useMutation(withdrawMutations.transferFunds());
  return async (fields: LegacyFormFields) => {
    dispatchSession({ type: "submitted" });
    try {
      const withdraw =
        mode === "edit" && withdrawId !== undefined
          ? await update.mutateAsync({ withdrawId, payload: toBankPayload(fields, campaign) })
          : tab === "bank"
            ? await create.mutateAsync(toBankPayload(fields, campaign))
            : await transfer.mutateAsync(toCampaignPayload(fields, campaign));
      dispatchSession({ type: "succeeded" });
      onSubmitted(withdraw);
    } catch (error) {
      dispatchSession({ type: "failed" });
      const errors = isApiFieldErrors(error)
        ? formErrorsOf(error.fields)
        : [["root.server", "forms.withdraw.failed"] as [string, string]];
      for (const [field, message] of errors) form.setError(field, message);
      onFailed(errors.map(([field]) => field));
    }
  };
}
