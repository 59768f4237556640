"use client";
import type { Schema } from "@causeway/api-client";
import { withdrawQueries } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Button, cn, Spinner, VisuallyHidden } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import { Check } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import { Checkbox, CheckboxGroup, FieldError, Label, Text } from "react-aria-components";
import { isReasonLimitReached, MAX_REASONS, sortReasons } from "../rules";
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
      <div data-slot="reason-picker" data-state="error" className="flex flex-col gap-2 text-sm">
        <span className="font-medium">{props.label ?? t("forms.reasons.label")}</span>
        <p role="alert" className="text-danger">
          {t("forms.reasons.load_failed")}
        </p>
        <Button variant="secondary" size="sm" className="w-fit" onPress={() => query.refetch()}>
          {t("forms.retry")}
        </Button>
      </div>
    );
  }
  return (
    <div data-slot="reason-picker" data-state="loading" aria-busy="true" className="text-sm">
      <span className="font-medium">{props.label ?? t("forms.reasons.label")}</span>
      <Spinner size="sm" className="mt-2 text-fg-muted" />
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
  return (
    <CheckboxGroup
      id={id}
      data-slot="reason-picker"
      data-full={full || undefined}
      value={value.map(String)}
      onChange={(next) => {
        const choice = chooseReasons(value, next.map(Number));
        setRefused(choice.refused);
        if (!choice.refused) onChange([...choice.selected]);
      }}
      isInvalid={isInvalid}
      isDisabled={isDisabled}
      validationBehavior="aria"
      className={cn("flex flex-col gap-2 text-fg", className)}
    >
      <Label className="text-sm font-medium">{label ?? t("forms.reasons.label")}</Label>
      <Text slot="description" className="text-xs text-fg-muted">
        {t("forms.reasons.description", { max: MAX_REASONS })}
      </Text>
      <div className="grid grid-cols-1 gap-1.5 sm:grid-cols-2">
        {sorted.map((reason) => {
          const dimmed = full && !value.includes(reason.id);
          return (
            <Checkbox
              key={reason.id}
              value={String(reason.id)}
              data-dimmed={dimmed || undefined}
              className={cn(
                "group flex cursor-pointer items-center gap-2 rounded-md px-1 py-1 text-sm outline-none",
                "data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus/40",
                "data-[dimmed]:text-fg-muted data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60",
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-4 shrink-0 items-center justify-center rounded-sm border border-border-strong bg-surface",
                  "group-data-[selected]:border-primary group-data-[selected]:bg-primary group-data-[selected]:text-primary-fg",
                  "group-data-[invalid]:border-danger",
                )}
              >
                <Check size={12} className="hidden group-data-[selected]:block" />
              </span>
              {t(reason.text)}
            </Checkbox>
          );
        })}
      </div>
      <FieldError className="text-xs font-medium text-danger">{errorMessage}</FieldError>
      <VisuallyHidden>
        <span aria-live="polite">
          {refused ? t("forms.reasons.limit_reached", { max: MAX_REASONS }) : ""}
        </span>
      </VisuallyHidden>
      {refused ? (
        <p aria-hidden="true" data-slot="reason-picker-note" className="text-xs text-warning">
          {t("forms.reasons.limit_reached", { max: MAX_REASONS })}
        </p>
      ) : null}
    </CheckboxGroup>
  );
}
