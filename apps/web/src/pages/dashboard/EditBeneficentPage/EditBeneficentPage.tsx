import { type Campaign, campaignMutations, type Schema } from "@causeway/api-client";
import { BeneficiaryFields } from "@causeway/forms";
import { useTranslator } from "@causeway/i18n/react";
import {
  type CampaignDraft,
  type CreationContext,
  draftBeneficent,
  draftFromCampaign,
  problemsOfSteps,
} from "@causeway/rules";
import { Alert, Link } from "@causeway/ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { EditCampaignFrame } from "../shared/EditCampaignFrame";
import { OwnedCampaign } from "../shared/OwnedCampaign";
import { EDIT_ID_PREFIX, useEditSave } from "../shared/useEditSave";

/** /campaign/{campaign}/edit-beneficent (000 §2): who receives the money. */
export function EditBeneficentPage() {
  return <OwnedCampaign>{(campaign) => <EditBeneficent campaign={campaign} />}</OwnedCampaign>;
}

function EditBeneficent({ campaign }: { campaign: Campaign }) {
  const { t, locale } = useTranslator();
  const [draft, setDraft] = useState<CampaignDraft>(() => draftFromCampaign(campaign));
  const edit = useEditSave();
  const update = useMutation(campaignMutations.updateBeneficent(campaign.id));
  const context: CreationContext = { locale, fractionDigits: 2 };
  const target = campaign.beneficent_individual?.other?.target_campaign ?? null;
  if (target) {
    // A campaign in favour of another: that campaign stays its beneficiary.
    return (
      <div className="cw:mx-auto cw:flex cw:max-w-3xl cw:flex-col cw:gap-4">
        <Link href={`/campaign/${campaign.url}/dashboard`} className="cw:self-start cw:text-sm">
          {t("web.dashboard.back")}
        </Link>
        <h1 className="cw:text-3xl cw:font-bold cw:tracking-tight">
          {t("web.edit.beneficent.title")}
        </h1>
        <Alert
          variant="info"
          title={t("forms.campaign_form.beneficiary.in_favour", { name: target.name })}
          description={t("web.edit.beneficent.in_favour_fixed")}
        />
      </div>
    );
  }
  const onSave = () =>
    void edit.save(problemsOfSteps(["beneficiary"], draft, context), () =>
      // Checked above: the schema the server parses it with accepted it.
      update.mutateAsync(draftBeneficent(draft, context) as Schema<"BeneficentPayload">),
    );
  return (
    <EditCampaignFrame
      campaign={campaign}
      title={t("web.edit.beneficent.title")}
      intro={t("web.edit.beneficent.intro")}
      summary={edit.summary}
      summaryRef={edit.summaryRef}
      onSave={onSave}
      isSaving={edit.saving}
      failure={edit.failure}
    >
      <BeneficiaryFields
        draft={draft}
        errors={edit.errors}
        idPrefix={EDIT_ID_PREFIX}
        isDisabled={edit.saving}
        onChange={(patch) => {
          setDraft((current) => ({ ...current, ...patch }));
          edit.setSaved(false);
        }}
      />
    </EditCampaignFrame>
  );
}
