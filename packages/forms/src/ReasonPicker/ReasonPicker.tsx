"use client";
import type { Schema } from "@causeway/api-client";
import { withdrawQueries } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { isReasonLimitReached, MAX_REASONS, sortReasons } from "@causeway/rules";
import {
  Checkbox,
  CheckboxGroup,
  cn,
  NativeButton,
  Spinner,
  VisuallyHidden,
  WIDGET_ROOT,
} from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { chooseReasons } from "./reason-choice";

type Reason = Schema<"WithdrawReason">;

export interface ReasonPickerProps {
  /** The chosen reason ids (at most 3). */
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** The reasons to offer; fetched from GET /api/v2/campaign/withdraw/reasons when omitted. */
  reasons?: readonly Reason[];
  label?: ReactNode;
  isInvalid?: boolean;
  errorMessage?: ReactNode;
  isDisabled?: boolean;
  /** Id of the group, so an error summary can link to it. */
  id?: string;
  className?: string;
}

/** The withdrawal's cost types as checkboxes, sorted by translation; a 4th choice is ignored. */
export function ReasonPicker({ reasons, ...props }: ReasonPickerProps) {
  if (reasons) return <ReasonList reasons={reasons} {...props} />;
  return <FetchedReasons {...props} />;
}

/** The reasons from GET /api/v2/campaign/withdraw/reasons, with loading and error states. */
function FetchedReasons(props: Omit<ReasonPickerProps, "reasons">) {
  const { t } = useTranslator();
  const query = useQuery(withdrawQueries.reasons());
  if (query.data) return <ReasonList reasons={query.data} {...props} />;
  if (query.isError) {
    return (
      <div
        data-slot="reason-picker"
        data-state="error"
        className={`${WIDGET_ROOT} cw:flex cw:flex-col cw:gap-2 cw:text-sm`}
      >
        <span className="cw:font-medium">{props.label ?? t("forms.reasons.label")}</span>
        <p role="alert" className="cw:text-danger">
          {t("forms.reasons.load_failed")}
        </p>
        <NativeButton
          variant="secondary"
          size="sm"
          className="cw:w-fit"
          onPress={() => query.refetch()}
        >
          {t("forms.retry")}
        </NativeButton>
      </div>
    );
  }
  return (
    <div
      data-slot="reason-picker"
      data-state="loading"
      aria-busy="true"
      className={`${WIDGET_ROOT} cw:text-sm`}
    >
      <span className="cw:font-medium">{props.label ?? t("forms.reasons.label")}</span>
      <Spinner size="sm" tone="muted" className="cw:mt-2" />
    </div>
  );
}

function ReasonList({
  reasons,
  value,
  onChange,
  label,
  isInvalid,
  errorMessage,
  isDisabled,
  id,
  className,
}: Omit<ReasonPickerProps, "reasons"> & { reasons: readonly Reason[] }) {
  const { t, locale } = useTranslator();
  const [refused, setRefused] = useState(false);
  const sorted = useMemo(() => sortReasons(reasons, t, locale), [reasons, t, locale]);
  const full = isReasonLimitReached(value);
  // The note answers one refused tick: any change of the choice (here or by the host) ends it,
  // and it never shows while there is room for another reason.
  const chosen = value.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new choice ends the note.
  useEffect(() => setRefused(false), [chosen]);
  const showNote = refused && full;
  const note = t("forms.reasons.limit_reached", { max: MAX_REASONS });
  return (
    <div
      data-slot="reason-picker"
      data-full={full || undefined}
      className={cn(WIDGET_ROOT, className)}
    >
      <CheckboxGroup
        id={id}
        label={label ?? t("forms.reasons.label")}
        description={t("forms.reasons.description", { max: MAX_REASONS })}
        errorMessage={errorMessage}
        orientation="horizontal"
        value={value.map(String)}
        onChange={(next) => {
          const choice = chooseReasons(value, next.map(Number));
          setRefused(choice.refused);
          if (!choice.refused) onChange([...choice.selected]);
        }}
        isInvalid={isInvalid}
        isDisabled={isDisabled}
      >
        {sorted.map((reason) => {
          const dimmed = full && !value.includes(reason.id);
          return (
            <Checkbox
              key={reason.id}
              value={String(reason.id)}
              data-dimmed={dimmed || undefined}
              className="cw:data-[dimmed]:text-fg-muted"
            >
              {t(reason.text)}
            </Checkbox>
          );
        })}
      </CheckboxGroup>
      <VisuallyHidden>
        <span aria-live="polite">{showNote ? note : ""}</span>
      </VisuallyHidden>
      {showNote ? (
        <p
          aria-hidden="true"
          data-slot="reason-picker-note"
          className="cw:mt-2 cw:text-xs cw:text-warning"
        >
          {note}
        </p>
      ) : null}
    </div>
  );
}
