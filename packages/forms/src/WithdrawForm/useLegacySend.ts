"use client";
// Sending the legacy form: POST (bank tab), PUT (edit mode) or the transfer (campaign tab); a
// failure puts the server's per-field errors on the fields (or one form-wide message).
import {
  type CurrencyRef,
  isApiFieldErrors,
  type Withdraw,
  withdrawMutations,
} from "@causeway/api-client";
import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import type { FieldPath, UseFormReturn } from "react-hook-form";
import type { FormMode, FormSessionAction, LegacyTab } from "../rules";
import type { LegacyContext } from "./legacy-errors";
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
  form: UseFormReturn<LegacyFormFields, LegacyContext>;
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
      for (const [field, message] of errors) {
        form.setError(field as FieldPath<LegacyFormFields>, { type: "server", message });
      }
      onFailed(errors.map(([field]) => field));
    }
  };
}

/** A field showing an error is checked again as it changes, so the message goes once fixed. */
export function useRecheckInvalid(form: UseFormReturn<LegacyFormFields, LegacyContext>) {
  const { watch, getFieldState, trigger } = form;
  useEffect(() => {
    const watcher = watch((_all, { name }) => {
      const field = (name?.startsWith("bank.") ? "bank" : name) as
        | FieldPath<LegacyFormFields>
        | undefined;
      if (field && getFieldState(field).invalid) void trigger(field);
    });
    return () => watcher.unsubscribe();
  }, [watch, getFieldState, trigger]);
}
