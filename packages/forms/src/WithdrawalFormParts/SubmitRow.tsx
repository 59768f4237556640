"use client";
import { useTranslator } from "@causeway/i18n/react";
import { NativeButton, WIDGET_ROOT } from "@causeway/ui";
import { memo, useId } from "react";

export interface SubmitRowProps {
  /**
   * Given, the button is enabled exactly by it and, while disabled, the first thing that still
   * blocks it is written under it (the sign-up forms). Left out, the button is always enabled
   * (busy while sending): pressing it on an invalid form shows what is missing in the form's
   * error summary, which takes focus (the withdrawal forms, like the donate widget), so keyboard
   * and screen-reader users reach it and are told.
   */
  state?: { enabled: boolean; blockers: readonly string[] };
  isSubmitting: boolean;
  onCancel?: () => void;
  submitLabel?: string;
}

/** The submit button and an optional cancel, end-aligned. */
export const SubmitRow = memo(function SubmitRow({
  state,
  isSubmitting,
  onCancel,
  submitLabel,
}: SubmitRowProps) {
  const { t } = useTranslator();
  const blockerId = useId();
  const blocker = state?.blockers[0];
  return (
    <div data-slot="submit-row" className={`${WIDGET_ROOT} cw:flex cw:flex-col cw:gap-2`}>
      <div className="cw:flex cw:flex-wrap cw:justify-end cw:gap-2">
        {onCancel ? (
          <NativeButton variant="ghost" onPress={onCancel} isDisabled={isSubmitting}>
            {t("forms.withdraw.cancel")}
          </NativeButton>
        ) : null}
        <NativeButton
          type="submit"
          isDisabled={state ? !state.enabled : false}
          isLoading={isSubmitting}
          aria-describedby={blocker ? blockerId : undefined}
        >
          {submitLabel ?? t("forms.withdraw.submit")}
        </NativeButton>
      </div>
      {blocker && !isSubmitting ? (
        <p
          id={blockerId}
          data-slot="submit-blocker"
          className="cw:text-end cw:text-sm cw:text-fg-muted"
        >
          {t(blocker)}
        </p>
      ) : null}
    </div>
  );
}, sameSubmitRow);

/** Re-render only when what the row shows changes (forms recompute the state per keystroke). */
function sameSubmitRow(before: SubmitRowProps, after: SubmitRowProps): boolean {
  return (
    before.state?.enabled === after.state?.enabled &&
    before.state?.blockers[0] === after.state?.blockers[0] &&
    before.isSubmitting === after.isSubmitting &&
    before.onCancel === after.onCancel &&
    before.submitLabel === after.submitLabel
  );
}
