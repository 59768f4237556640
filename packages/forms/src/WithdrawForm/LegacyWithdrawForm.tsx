"use client";
import type { CurrencyRef, Schema, Withdraw } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import {
  closeDecision,
  type FormMode,
  formSessionReducer,
  LEGACY_SUBMIT_DEBOUNCE_MS,
  type LegacyStep,
  type LegacyTab,
  legacyTabsVisible,
  startFormSession,
} from "@causeway/rules";
import { SimpleTabs } from "@causeway/ui";
import { type FormEvent, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { useFormErrors, useFormStore, useIsDirty } from "../form-store";
import { DiscardDialog, ErrorSummary, fieldId } from "../WithdrawalFormParts";
import { debounce } from "./debounce";
import { firstStepOf, type LegacyContext, legacyFormErrors } from "./legacy-errors";
import { EMPTY_LEGACY_FORM, type LegacyFormFields, STEP_FIELDS } from "./legacy-form-values";
import { StepFields } from "./StepFields";
import { StepHeader, StepNav } from "./StepNav";
import { StepTotals } from "./StepTotals";
import { useLegacySend } from "./useLegacySend";

export interface LegacyWithdrawFormProps {
  mode: FormMode;
  /** The campaign the money leaves. */
  campaign: { id: number; currency: CurrencyRef };
  currencies: readonly CurrencyRef[];
  reasons?: readonly Schema<"WithdrawReason">[];
  /** The tab to open on; in edit mode the withdrawal's own (the tabs are hidden). */
  tab?: LegacyTab;
  /** Edit mode: the withdrawal resent with PUT. */
  withdrawId?: number;
  defaultValues?: Partial<LegacyFormFields>;
  onSubmitted: (withdraw: Withdraw) => void;
  onClose?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}

const FORM = "legacy-withdraw";
const id = (field: string) => fieldId(FORM, field);

/** The legacy withdraw form: two tabs (create only), three steps, the legacy validator. */
export function LegacyWithdrawForm(props: LegacyWithdrawFormProps) {
  const { mode, campaign, withdrawId, onSubmitted, onClose, onDirtyChange } = props;
  const { t } = useTranslator();
  const [tab, setTab] = useState<LegacyTab>(props.tab ?? "bank");
  const [step, setStep] = useState<LegacyStep>(1);
  const context = useMemo<LegacyContext>(() => ({ tab, campaign }), [tab, campaign]);
  const form = useFormStore<LegacyFormFields>(
    { ...EMPTY_LEGACY_FORM, ...props.defaultValues },
    (fields) => legacyFormErrors(fields, context),
  );
  const isDirty = useIsDirty(form);
  const errors = useFormErrors(form);
  const [session, dispatchSession] = useReducer(formSessionReducer, mode, startFormSession);
  const [confirming, setConfirming] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const top = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const submitting = session.status === "submitting";

  useEffect(() => {
    dispatchSession({ type: "changed", dirty: isDirty });
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);

  // A new step: focus its heading. A failed step or submit: back to the top, summary focused.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);
  useEffect(() => {
    if (attempt === 0) return;
    top.current?.scrollIntoView?.({ block: "start" });
    summary.current?.focus();
  }, [attempt]);

  const goTo = (next: LegacyStep) => {
    moved.current = true;
    setStep(next);
  };
  const failed = (fields: Iterable<string>) => {
    goTo(firstStepOf(fields) ?? step);
    setAttempt((n) => n + 1);
  };

  const send = useLegacySend({
    mode,
    tab,
    campaign,
    withdrawId,
    form,
    dispatchSession,
    onSubmitted,
    onFailed: failed,
  });
  const submitRef = useRef(() => {});
  submitRef.current = () => void form.submit(send, (errors) => failed(Object.keys(errors)));
  const debouncedSubmit = useMemo(
    () => debounce(() => submitRef.current(), LEGACY_SUBMIT_DEBOUNCE_MS),
    [],
  );
  useEffect(() => debouncedSubmit.cancel, [debouncedSubmit]);

  // Next: the step's fields are checked at once (a pure rule), so the step changes in the event
  // itself; only when something is wrong are the messages set on the fields.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (step === 3) return debouncedSubmit();
    const names = STEP_FIELDS[tab][step].filter((f) => f !== "root.server");
    if (!form.validate(names)) {
      setAttempt((n) => n + 1);
      return;
    }
    goTo((step + 1) as LegacyStep);
  };

  const changeTab = (next: LegacyTab) => {
    form.clearErrors();
    setTab(next);
    moved.current = false;
    setStep(1);
  };
  const close = () => {
    const decision = closeDecision(session);
    if (decision === "confirm") setConfirming(true);
    else if (decision === "back-to-chooser") onClose?.();
  };

  const message = (field: string): string | undefined => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };
  const items = STEP_FIELDS[tab][step].flatMap((field) => {
    const text = message(field);
    return text ? [{ id: id(field), message: text }] : [];
  });

  const body = (
    <div className="flex flex-col gap-6">
      <StepHeader ref={heading} tab={tab} step={step} />
      <ErrorSummary ref={summary} items={items} />
      <StepFields
        {...props}
        tab={tab}
        step={step}
        form={form}
        message={message}
        id={id}
        isDisabled={submitting}
      />
      <StepTotals form={form} currency={campaign.currency.abbreviation} />
      <StepNav
        step={step}
        isSubmitting={submitting}
        submitLabel={t(mode === "edit" ? "forms.legacy.save" : "forms.withdraw.submit")}
        onBack={() => goTo((step - 1) as LegacyStep)}
        onCancel={onClose ? close : undefined}
      />
    </div>
  );

  return (
    <form
      ref={top}
      noValidate
      onSubmit={onSubmit}
      aria-label={t(mode === "edit" ? "forms.legacy.edit_title" : "forms.legacy.title")}
      data-slot="legacy-withdraw-form"
      data-status={session.status}
      data-tab={tab}
      data-step={step}
      className="flex w-full max-w-2xl scroll-mt-4 flex-col gap-6"
    >
      {legacyTabsVisible(mode) ? (
        <SimpleTabs<LegacyTab>
          label={t("forms.legacy.tabs_label")}
          tabs={[
            { id: "bank", label: t("forms.legacy.tab.bank") },
            { id: "campaign", label: t("forms.legacy.tab.campaign") },
          ]}
          selected={tab}
          onChange={changeTab}
          isDisabled={submitting}
        >
          {body}
        </SimpleTabs>
      ) : (
        body
      )}
      <DiscardDialog
        isOpen={confirming}
        onKeep={() => setConfirming(false)}
        onDiscard={() => {
          setConfirming(false);
          onClose?.();
        }}
      />
    </form>
  );
}
