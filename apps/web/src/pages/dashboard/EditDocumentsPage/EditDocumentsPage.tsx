import {
  type Campaign,
  campaignMutations,
  campaignQueries,
  type Schema,
} from "@causeway/api-client";

type Invoice = Schema<"Invoice">;

import { DocumentsField } from "@causeway/forms";
import { useTranslator } from "@causeway/i18n/react";
import type { DraftDocument } from "@causeway/rules";
import { ErrorState, Skeleton } from "@causeway/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { EditCampaignFrame } from "../shared/EditCampaignFrame";
import { OwnedCampaign } from "../shared/OwnedCampaign";
import { EDIT_ID_PREFIX, useEditSave } from "../shared/useEditSave";

/** /campaign/{campaign}/edit-documents (000 §2): the documents that back the campaign. */
export function EditDocumentsPage() {
  return <OwnedCampaign>{(campaign) => <EditDocumentsLoaded campaign={campaign} />}</OwnedCampaign>;
}

const asDraft = (invoice: Invoice): DraftDocument => ({
  id: invoice.id,
  name: invoice.name ?? invoice.path.split("?")[0]?.split("/").pop() ?? String(invoice.id),
  path: invoice.path,
  type: invoice.type,
});

function EditDocumentsLoaded({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslator();
  const documents = useQuery(campaignQueries.documents(campaign.id));
  if (documents.isError) {
    return (
      <ErrorState
        headingLevel={1}
        title={t("web.edit.load_failed")}
        onReload={() => void documents.refetch()}
      />
    );
  }
  if (!documents.data) {
    return (
      <div aria-busy="true" className="cw:flex cw:flex-col cw:gap-4">
        <span className="cw:sr-only" role="status">
          {t("web.dashboard.loading")}
        </span>
        <Skeleton width="50%" height="2.25rem" />
        <Skeleton lines={3} />
      </div>
    );
  }
  return <EditDocuments campaign={campaign} initial={documents.data.map(asDraft)} />;
}

function EditDocuments({
  campaign,
  initial,
}: {
  campaign: Campaign;
  initial: readonly DraftDocument[];
}) {
  const { t } = useTranslator();
  const [documents, setDocuments] = useState<readonly DraftDocument[]>(initial);
  const [busy, setBusy] = useState(false);
  const edit = useEditSave();
  const update = useMutation(campaignMutations.updateDocuments(campaign.id));
  const onSave = () =>
    void edit.save(busy ? { documents: "forms.campaign_form.wait_uploads" } : {}, () =>
      update.mutateAsync(documents.map((d) => ({ id: d.id, type: d.type }))),
    );
  return (
    <EditCampaignFrame
      campaign={campaign}
      title={t("web.edit.documents.title")}
      summary={edit.summary}
      summaryRef={edit.summaryRef}
      onSave={onSave}
      isSaving={edit.saving}
      failure={edit.failure}
    >
      <DocumentsField
        value={documents}
        errors={edit.errors}
        idPrefix={EDIT_ID_PREFIX}
        isDisabled={edit.saving}
        onBusyChange={setBusy}
        onChange={(next) => {
          setDocuments(next);
          edit.setSaved(false);
        }}
      />
    </EditCampaignFrame>
  );
}
