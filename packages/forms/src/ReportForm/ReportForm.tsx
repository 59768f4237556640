"use client";
import {
  campaignMutations,
  isApiError,
  isApiFieldErrors,
  postMutations,
  postQueries,
  type ReportType,
  useSubmission,
} from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { type Reporter, type ReportValues, reportFields } from "@causeway/rules";
import {
  Alert,
  Button,
  Radio,
  RadioGroup,
  Skeleton,
  Spinner,
  TextArea,
  TextField,
  WIDGET_ROOT,
} from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { Controller, type FieldErrors, useForm } from "react-hook-form";
import { focusField } from "../shared/focus-field";
import {
  EMPTY_REPORT,
  firstInvalid,
  type ReportField,
  reportResolver,
  serverReportErrors,
  toReportPayload,
} from "./report-form";

/** A server message that is a dictionary key ("report.validator.already_reported"). */
const MESSAGE_KEY = /^[a-z0-9_]+(\.[a-z0-9_]+)+$/i;

export type ReportTarget =
  | { type: "campaign"; campaignId: number }
  | { type: "post"; slug: string };

export interface ReportFormProps {
  /** What is reported: its kind picks the report options and the call. */
  target: ReportTarget;
  /** Who reports: a guest also gives an e-mail; a user without a full name, a name (001 §5). */
  reporter: Reporter;
  onReported?: () => void;
  /** Cancel before sending, close after. */
  onCancel?: () => void;
}

/**
 * The report form (000 §2 report modal, 001 §5): the options of GET /api/v2/report/types for the
 * target's kind, name and e-mail when `reportFields` asks for them, a description; sent to
 * POST /api/v2/campaign/{id}/report or /api/v2/post/{slug}/report.
 */
export function ReportForm({ target, reporter, onReported, onCancel }: ReportFormProps) {
  const { t } = useTranslator();
  const baseId = useId();
  const id = (field: ReportField) => `${baseId}-${field}`;
  // Option names and messages are dictionary keys; t asks for a key's part of the dictionary when
  // it is not there yet (a site that loads it in parts) and shows a missing key as itself.
  const text = (key: string) => t(key);
  const shown = reportFields(reporter);
  const types = useQuery(postQueries.reportTypes(target.type));
  const { control, handleSubmit, setError } = useForm<ReportValues>({
    defaultValues: EMPTY_REPORT,
    resolver: reportResolver(reporter),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  // One report per submission: a second press while it is on its way sends nothing.
  const campaignReport = useSubmission(
    campaignMutations.report(target.type === "campaign" ? target.campaignId : 0),
  );
  const postReport = useSubmission(postMutations.report());
  const sending = campaignReport.isPending || postReport.isPending;
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const done = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);

  // Focus the first invalid field once the form is enabled again (after the refused submit).
  const [focusRequest, setFocusRequest] = useState<{ field: ReportField } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: id is derived from the stable baseId
  useEffect(() => {
    if (focusRequest && !sending) focusField(id(focusRequest.field));
  }, [focusRequest, sending]);
  const focusFirst = (errors: Partial<Record<ReportField, unknown>>) => {
    const field = firstInvalid(errors);
    if (field) setFocusRequest({ field });
  };

  const submit = handleSubmit(
    async (values) => {
      setFailure(null);
      const payload = toReportPayload(values, reporter);
      try {
        const answer =
          target.type === "campaign"
            ? await campaignReport.submitAsync(payload)
            : await postReport.submitAsync({ slug: target.slug, report: payload });
        if (answer === undefined) return;
        setSent(true);
        onReported?.();
      } catch (error) {
        if (!isApiFieldErrors(error)) {
          // 409 already reported, 403 one's own item: the server's message says which.
          const said =
            isApiError(error) &&
            [403, 409].includes(error.status) &&
            MESSAGE_KEY.test(error.message)
              ? error.message
              : null;
          setFailure(said ?? "forms.report.failed");
          return;
        }
        const { fields, other } = serverReportErrors(error.fields);
        for (const [field, message] of Object.entries(fields)) {
          setError(field as ReportField, { type: "server", message });
        }
        if (other) setFailure(other);
        focusFirst(fields);
      }
    },
    (errors: FieldErrors<ReportValues>) => focusFirst(errors),
  );

  if (sent) {
    return (
      <div
        ref={done}
        tabIndex={-1}
        data-slot="report-form"
        data-state="sent"
        className={`${WIDGET_ROOT} cw:flex cw:w-full cw:max-w-lg cw:flex-col cw:gap-4 cw:outline-none`}
      >
        <Alert
          variant="success"
          isLive
          title={t("forms.report.sent.title")}
          description={t("forms.report.sent.description")}
        />
        {onCancel ? (
          <Button variant="secondary" className="cw:self-end" onPress={onCancel}>
            {t("forms.report.close")}
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-busy={sending || undefined}
      data-slot="report-form"
      data-state={sending ? "sending" : "editing"}
      className={`${WIDGET_ROOT} cw:flex cw:w-full cw:max-w-lg cw:flex-col cw:gap-4`}
    >
      {failure ? <Alert variant="danger" isLive title={text(failure)} /> : null}
      {types.isPending ? (
        <div className="cw:flex cw:flex-col cw:gap-2" data-slot="report-types-loading">
          <Spinner size="sm" label={t("forms.report.loading")} />
          <Skeleton lines={3} />
        </div>
      ) : types.isError ? (
        <Alert
          variant="danger"
          title={t("forms.report.types_failed")}
          action={
            <Button size="sm" variant="secondary" onPress={() => types.refetch()}>
              {t("forms.report.retry")}
            </Button>
          }
        />
      ) : (
        <Controller
          control={control}
          name="type"
          render={({ field, fieldState }) => (
            <RadioGroup
              id={id("type")}
              label={t("forms.report.type.label")}
              isRequired
              value={field.value === null ? null : String(field.value)}
              onChange={(value) => field.onChange(Number(value))}
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message ? text(fieldState.error.message) : undefined}
              isDisabled={sending}
            >
              {types.data.map((type: ReportType) => (
                <Radio key={type.id} value={String(type.id)}>
                  {text(type.name)}
                </Radio>
              ))}
            </RadioGroup>
          )}
        />
      )}
      {(["name", "email"] as const).map((name) =>
        shown[name] ? (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <TextField
                id={id(name)}
                label={t(`forms.report.${name}.label`)}
                type={name === "email" ? "email" : "text"}
                autoComplete={name}
                isRequired
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                isInvalid={fieldState.invalid}
                errorMessage={
                  fieldState.error?.message ? text(fieldState.error.message) : undefined
                }
                isDisabled={sending}
              />
            )}
          />
        ) : null,
      )}
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <TextArea
            id={id("description")}
            label={t("forms.report.description.label")}
            isRequired
            rows={4}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message ? text(fieldState.error.message) : undefined}
            isDisabled={sending}
          />
        )}
      />
      <div className="cw:flex cw:justify-end cw:gap-2">
        {onCancel ? (
          <Button variant="ghost" onPress={onCancel} isDisabled={sending}>
            {t("forms.report.cancel")}
          </Button>
        ) : null}
        <Button type="submit" isDisabled={sending || !types.isSuccess}>
          {t("forms.report.submit")}
        </Button>
      </div>
    </form>
  );
}
