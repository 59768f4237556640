"use client";
import type { Category } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import {
  type CampaignDraft,
  CREATION_STEPS,
  type CreationContext,
  type CreationStep,
  creationStepProblems,
  nextCreationStep,
  previousCreationStep,
  stepOfField,
} from "@causeway/rules";
import { Alert, Button, cn, WIDGET_ROOT } from "@causeway/ui";
import { Check } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { ErrorSummary } from "../shared/ErrorSummary";
import type { UploadFn } from "../Uploader";
import { BeneficiaryFields } from "./BeneficiaryFields";
import { DocumentsField } from "./DocumentsField";
import { campaignFieldId } from "./fields";
import { type GoalCurrency, GoalFields } from "./GoalFields";
import { MediaFields } from "./MediaFields";
import { PurposeFields } from "./PurposeFields";
import { StoryFields } from "./StoryFields";
import { useMessage } from "./useMessage";

export interface CampaignCreationFormProps {
  step: CreationStep;
  /** Go to another step (the host keeps it in the URL). */
  onStepChange: (step: CreationStep) => void;
  draft: CampaignDraft;
  onChange: (patch: Partial<CampaignDraft>) => void;
  context: CreationContext;
  categories: readonly Category[];
  categoryLabel?: (category: Category) => string;
  currencies?: readonly GoalCurrency[];
  /** What the campaign will look like, shown at the last step above Publish. */
  preview: ReactNode;
  onPublish: () => void;
  isPublishing?: boolean;
  /** The server's field errors of a failed publish, by draft field. */
  serverErrors?: Readonly<Record<string, string>>;
  /** A failed publish that names no field (the connection, the server). */
  publishError?: string | null;
  /** Replaces the API uploads (stories). */
  upload?: UploadFn;
  idPrefix?: string;
}

const TITLE: Record<CreationStep, string> = {
  purpose: "forms.campaign_form.step.purpose",
  beneficiary: "forms.campaign_form.step.beneficiary",
  goal: "forms.campaign_form.step.goal",
  story: "forms.campaign_form.step.story",
  media: "forms.campaign_form.step.media",
  documents: "forms.campaign_form.step.documents",
  preview: "forms.campaign_form.step.preview",
};

/**
 * Starting a campaign step by step: what for, for whom, the goal, the story, photos and video,
 * documents, and a preview before publishing. Each step is checked by the server's own rules before
 * the next opens; the errors are listed at the top (each a link to its field) and said under each
 * field. The host keeps the step (in the URL) and the draft (in the browser).
 */
export function CampaignCreationForm({
  step,
  onStepChange,
  draft,
  onChange,
  context,
  categories,
  categoryLabel,
  currencies,
  preview,
  onPublish,
  isPublishing = false,
  serverErrors = {},
  publishError = null,
  upload,
  idPrefix = "campaign",
}: CampaignCreationFormProps) {
  const { t } = useTranslator();
  const say = useMessage();
  const [checked, setChecked] = useState<ReadonlySet<CreationStep>>(new Set());
  const [busy, setBusy] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const problems = creationStepProblems(step, draft, context);
  const shown: Record<string, string> = checked.has(step) ? { ...problems } : {};
  for (const [field, message] of Object.entries(serverErrors)) shown[field] ??= message;
  const index = CREATION_STEPS.indexOf(step);
  const previous = previousCreationStep(step);
  const next = nextCreationStep(step);

  // A new step: the focus goes to its heading, so a screen reader starts reading it there.
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const goOn = () => {
    if (busy) {
      setChecked((all) => new Set(all).add(step));
      return;
    }
    if (Object.keys(problems).length > 0) {
      flushSync(() => setChecked((all) => new Set(all).add(step)));
      summary.current?.focus();
      return;
    }
    if (next) onStepChange(next);
  };

  const summaryItems = Object.entries(shown).map(([field, message]) => ({
    id: campaignFieldId(idPrefix, field),
    message: say(message) ?? message,
  }));
  const fields = { draft, errors: shown, onChange, idPrefix, isDisabled: isPublishing };

  return (
    <div
      data-slot="campaign-creation-form"
      data-step={step}
      className={cn(WIDGET_ROOT, "cw:flex cw:flex-col cw:gap-6")}
    >
      <nav aria-label={t("forms.campaign_form.progress")}>
        <ol className="cw:flex cw:flex-wrap cw:gap-x-4 cw:gap-y-2 cw:text-sm">
          {CREATION_STEPS.map((s, i) => {
            const done = i < index;
            const label = t(TITLE[s]);
            return (
              <li key={s} className="cw:flex cw:items-center cw:gap-1.5">
                <span
                  aria-hidden="true"
                  className={cn(
                    "cw:flex cw:size-6 cw:items-center cw:justify-center cw:rounded-full cw:text-xs cw:font-semibold",
                    s === step
                      ? "cw:bg-primary cw:text-primary-fg"
                      : done
                        ? "cw:bg-success-soft cw:text-success"
                        : "cw:bg-surface-sunken cw:text-fg-muted",
                  )}
                >
                  {done ? <Check size={14} /> : i + 1}
                </span>
                {done ? (
                  <button
                    type="button"
                    className="cw:rounded cw:text-fg cw:underline cw:underline-offset-2 cw:outline-none cw:focus-visible:ring-2 cw:focus-visible:ring-focus"
                    onClick={() => onStepChange(s)}
                  >
                    {label}
                  </button>
                ) : (
                  <span
                    aria-current={s === step ? "step" : undefined}
                    className={s === step ? "cw:font-semibold" : "cw:text-fg-muted"}
                  >
                    {label}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <div className="cw:flex cw:flex-col cw:gap-1">
        <p className="cw:text-sm cw:text-fg-muted">
          {t("forms.campaign_form.step_of", { step: index + 1, count: CREATION_STEPS.length })}
        </p>
        <h2 ref={heading} tabIndex={-1} className="cw:text-2xl cw:font-semibold cw:outline-none">
          {t(TITLE[step])}
        </h2>
      </div>
      {step !== "preview" ? <ErrorSummary ref={summary} items={summaryItems} /> : null}
      {busy && checked.has(step) ? (
        <Alert variant="info" isLive title={t("forms.campaign_form.wait_uploads")} />
      ) : null}

      {step === "purpose" ? (
        <PurposeFields
          {...fields}
          categories={categories}
          {...(categoryLabel ? { categoryLabel } : {})}
        />
      ) : null}
      {step === "beneficiary" ? (
        <BeneficiaryFields {...fields} inFavourOf={context.inFavourOf ?? null} />
      ) : null}
      {step === "goal" ? <GoalFields {...fields} {...(currencies ? { currencies } : {})} /> : null}
      {step === "story" ? <StoryFields {...fields} /> : null}
      {step === "media" ? (
        <MediaFields {...fields} onBusyChange={setBusy} {...(upload ? { upload } : {})} />
      ) : null}
      {step === "documents" ? (
        <DocumentsField
          value={draft.documents}
          onChange={(documents) => onChange({ documents })}
          errors={shown}
          idPrefix={idPrefix}
          isDisabled={isPublishing}
          onBusyChange={setBusy}
          {...(upload ? { upload } : {})}
        />
      ) : null}
      {step === "preview" ? (
        <div className="cw:flex cw:flex-col cw:gap-4">
          {Object.keys(problems).length > 0 ? (
            <Alert
              variant="warning"
              title={t("forms.campaign_form.preview.incomplete")}
              description={
                <ul className="cw:mt-1 cw:list-disc cw:ps-5">
                  {Object.entries(problems).map(([field, message]) => (
                    <li key={field}>
                      {say(message)}{" "}
                      <button
                        type="button"
                        className="cw:font-medium cw:underline cw:underline-offset-2"
                        onClick={() => onStepChange(stepOfField(field))}
                      >
                        {t("forms.campaign_form.preview.fix", {
                          step: t(TITLE[stepOfField(field)]),
                        })}
                      </button>
                    </li>
                  ))}
                </ul>
              }
            />
          ) : null}
          {publishError ? <Alert variant="danger" isLive title={publishError} /> : null}
          {preview}
        </div>
      ) : null}

      <div className="cw:flex cw:flex-wrap cw:justify-between cw:gap-3 cw:border-t cw:border-border cw:pt-4">
        {previous ? (
          <Button
            variant="secondary"
            isDisabled={isPublishing}
            onPress={() => onStepChange(previous)}
          >
            {t("forms.campaign_form.back")}
          </Button>
        ) : (
          <span />
        )}
        {next ? (
          <Button onPress={goOn}>{t("forms.campaign_form.continue")}</Button>
        ) : (
          <Button
            isLoading={isPublishing}
            isDisabled={Object.keys(problems).length > 0}
            onPress={onPublish}
          >
            {t("forms.campaign_form.publish")}
          </Button>
        )}
      </div>
    </div>
  );
}
