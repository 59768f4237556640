"use client";
import { useTranslator } from "@causeway/i18n/react";
import type { LegacyStep, LegacyTab } from "@causeway/rules";
import { Button, cn } from "@causeway/ui";
import { forwardRef } from "react";
import { SubmitRow } from "../WithdrawalFormParts";

const STEP_NAMES: Record<LegacyTab, Record<LegacyStep, string>> = {
  bank: {
    1: "forms.legacy.step.amount",
    2: "forms.legacy.step.recipient",
    3: "forms.legacy.step.documents",
  },
  campaign: {
    1: "forms.legacy.step.amount",
    2: "forms.legacy.step.campaign",
    3: "forms.legacy.step.confirm",
  },
};
const STEPS: readonly LegacyStep[] = [1, 2, 3];

/** The three steps as a list (the current one marked) and the current step's heading. */
export const StepHeader = forwardRef<HTMLHeadingElement, { tab: LegacyTab; step: LegacyStep }>(
  function StepHeader({ tab, step }, ref) {
    const { t } = useTranslator();
    return (
      <div data-slot="legacy-steps" className="flex flex-col gap-3">
        <ol aria-label={t("forms.legacy.steps_label")} className="flex gap-2 text-xs">
          {STEPS.map((n) => (
            <li
              key={n}
              aria-current={n === step ? "step" : undefined}
              data-done={n < step || undefined}
              className={cn(
                "flex flex-1 flex-col gap-1 border-t-4 border-border pt-1 text-fg-muted",
                "data-[done]:border-primary aria-[current=step]:border-primary aria-[current=step]:font-semibold aria-[current=step]:text-fg",
              )}
            >
              {t(STEP_NAMES[tab][n])}
            </li>
          ))}
        </ol>
        <h3 ref={ref} tabIndex={-1} className="text-base font-semibold outline-none">
          {t("forms.legacy.step_heading", {
            step,
            count: STEPS.length,
            name: t(STEP_NAMES[tab][step]),
          })}
        </h3>
      </div>
    );
  },
);

export interface StepNavProps {
  step: LegacyStep;
  isSubmitting: boolean;
  submitLabel: string;
  onBack: () => void;
  onCancel?: () => void;
}

/** Back, next (a submit of the form, so Enter in a field moves on) and, on step 3, the submit. */
export function StepNav({ step, isSubmitting, submitLabel, onBack, onCancel }: StepNavProps) {
  const { t } = useTranslator();
  return (
    <div data-slot="legacy-nav" className="flex flex-wrap items-start justify-between gap-2">
      {step > 1 ? (
        <Button variant="secondary" onPress={onBack} isDisabled={isSubmitting}>
          {t("forms.legacy.back")}
        </Button>
      ) : (
        <span />
      )}
      {step < 3 ? (
        <div className="flex gap-2">
          {onCancel ? (
            <Button variant="ghost" onPress={onCancel}>
              {t("forms.withdraw.cancel")}
            </Button>
          ) : null}
          <Button type="submit">{t("forms.legacy.next")}</Button>
        </div>
      ) : (
        <div className="min-w-0 flex-1">
          {/* Always enabled: a submit with problems goes back to the first step holding one. */}
          <SubmitRow isSubmitting={isSubmitting} onCancel={onCancel} submitLabel={submitLabel} />
        </div>
      )}
    </div>
  );
}
