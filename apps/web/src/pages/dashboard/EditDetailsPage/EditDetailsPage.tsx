import {
  type Campaign,
  type Category,
  type Currency,
  campaignMutations,
  campaignQueries,
  type Schema,
  settingsQueries,
} from "@causeway/api-client";
import {
  fractionDigitsOf,
  GoalFields,
  MediaFields,
  PurposeFields,
  StoryFields,
} from "@causeway/forms";
import { useTranslator } from "@causeway/i18n/react";
import {
  type CampaignDraft,
  type CreationContext,
  detailsPayload,
  draftFromCampaign,
  imagesPayload,
  problemsOfSteps,
} from "@causeway/rules";
import { ErrorState, Skeleton } from "@causeway/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { categoryName } from "../../campaign/CategoryPage/category-name";
import { EditCampaignFrame } from "../shared/EditCampaignFrame";
import { OwnedCampaign } from "../shared/OwnedCampaign";
import { EDIT_ID_PREFIX, useEditSave } from "../shared/useEditSave";

/** /campaign/{campaign}/edit-details (000 §2): what for, the goal, the story, photos and video. */
export function EditDetailsPage() {
  return <OwnedCampaign>{(campaign) => <EditDetailsLoaded campaign={campaign} />}</OwnedCampaign>;
}

function EditDetailsLoaded({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslator();
  const categories = useQuery(campaignQueries.categories());
  const currencies = useQuery(settingsQueries.currencies());
  if (categories.isError || currencies.isError) {
    return (
      <ErrorState
        headingLevel={1}
        title={t("web.edit.load_failed")}
        onReload={() => {
          void categories.refetch();
          void currencies.refetch();
        }}
      />
    );
  }
  if (!categories.data || !currencies.data) {
    return (
      <div aria-busy="true" className="cw:flex cw:flex-col cw:gap-4">
        <span className="cw:sr-only" role="status">
          {t("web.dashboard.loading")}
        </span>
        <Skeleton width="50%" height="2.25rem" />
        <Skeleton shape="rect" height="16rem" />
      </div>
    );
  }
  return (
    <EditDetails campaign={campaign} categories={categories.data} currencies={currencies.data} />
  );
}

function EditDetails({
  campaign,
  categories,
  currencies,
}: {
  campaign: Campaign;
  categories: readonly Category[];
  currencies: readonly Currency[];
}) {
  const translator = useTranslator();
  const { t, locale } = translator;
  const [draft, setDraft] = useState<CampaignDraft>(() =>
    draftFromCampaign(
      campaign,
      fractionDigitsOf(currencies.find((c) => c.id === campaign.currency.id)),
    ),
  );
  const [busy, setBusy] = useState(false);
  const edit = useEditSave();
  const details = useMutation(campaignMutations.updateDetails(campaign.id));
  const images = useMutation(campaignMutations.updateImages(campaign.id));
  const currency = currencies.find((c) => c.id === draft.currency) ?? null;
  const context: CreationContext = { locale, fractionDigits: fractionDigitsOf(currency) };
  const change = (patch: Partial<CampaignDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    edit.setSaved(false);
  };
  const fields = {
    draft,
    errors: edit.errors,
    onChange: change,
    idPrefix: EDIT_ID_PREFIX,
    isDisabled: edit.saving,
  };
  const onSave = () => {
    const problems = problemsOfSteps(["purpose", "goal", "story", "media"], draft, context);
    if (busy) problems.gallery ??= "forms.campaign_form.wait_uploads";
    void edit.save(problems, async () => {
      // Checked above: every field the payload needs is there.
      await details.mutateAsync(detailsPayload(draft, context) as Schema<"CampaignDetailsPayload">);
      await images.mutateAsync(imagesPayload(draft, context));
    });
  };
  return (
    <EditCampaignFrame
      campaign={campaign}
      title={t("web.edit.details.title")}
      intro={t("web.edit.details.intro")}
      summary={edit.summary}
      summaryRef={edit.summaryRef}
      onSave={onSave}
      isSaving={edit.saving}
      failure={edit.failure}
    >
      <section aria-labelledby="edit-section-purpose" className="cw:flex cw:flex-col cw:gap-4">
        <h2 id="edit-section-purpose" className="cw:text-xl cw:font-semibold">
          {t("forms.campaign_form.step.purpose")}
        </h2>
        <PurposeFields
          {...fields}
          categories={categories}
          categoryLabel={(category) => categoryName(category, translator)}
        />
      </section>
      <section aria-labelledby="edit-section-goal" className="cw:flex cw:flex-col cw:gap-4">
        <h2 id="edit-section-goal" className="cw:text-xl cw:font-semibold">
          {t("forms.campaign_form.step.goal")}
        </h2>
        <GoalFields {...fields} currencies={currencies} />
      </section>
      <section aria-labelledby="edit-section-story" className="cw:flex cw:flex-col cw:gap-4">
        <h2 id="edit-section-story" className="cw:text-xl cw:font-semibold">
          {t("forms.campaign_form.step.story")}
        </h2>
        <StoryFields {...fields} />
      </section>
      <section aria-labelledby="edit-section-media" className="cw:flex cw:flex-col cw:gap-4">
        <h2 id="edit-section-media" className="cw:text-xl cw:font-semibold">
          {t("forms.campaign_form.step.media")}
        </h2>
        <MediaFields {...fields} onBusyChange={setBusy} />
      </section>
    </EditCampaignFrame>
  );
}
