"use client";
import { Alert, WIDGET_ROOT } from "@causeway/ui";
import type { FormEventHandler, ReactNode, RefObject } from "react";
import { ErrorSummary, type ErrorSummaryItem } from "../shared";
import { SubmitRow } from "../WithdrawalFormParts";

export interface SignupFormFrameProps {
  formRef: RefObject<HTMLFormElement | null>;
  summaryRef: RefObject<HTMLDivElement | null>;
  /** The translated alert of a failure no field owns. */
  failure: string | null;
  summaryItems: readonly ErrorSummaryItem[];
  /** What still blocks the submit (dictionary keys), first first. */
  blockers: readonly string[];
  busy: boolean;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  slot: string;
  children: ReactNode;
}

/** The sign-up forms' frame: alert and error summary at the top, the submit row with its blocker. */
export function SignupFormFrame({
  formRef,
  summaryRef,
  failure,
  summaryItems,
  blockers,
  busy,
  submitLabel,
  onSubmit,
  slot,
  children,
}: SignupFormFrameProps) {
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      data-slot={slot}
      className={`${WIDGET_ROOT} cw:flex cw:w-full cw:max-w-xl cw:scroll-mt-4 cw:flex-col cw:gap-5`}
    >
      {failure ? <Alert variant="danger" isLive title={failure} /> : null}
      <ErrorSummary ref={summaryRef} items={summaryItems} />
      {children}
      <SubmitRow
        // SubmitRow only translates the keys; the sign-up keys are not in the withdrawal union.
        state={{ enabled: blockers.length === 0, blockers }}
        isSubmitting={busy}
        submitLabel={submitLabel}
      />
    </form>
  );
}
