import type { Campaign } from "@causeway/api-client";
import { CampaignUpdateModal } from "@causeway/forms";
import { useTranslator } from "@causeway/i18n/react";
import { campaignDisplayState } from "@causeway/rules";
import { Badge, Button, buttonVariants, Link } from "@causeway/ui";
import { ListChecks, PenLine, Share2 } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { CampaignFigures } from "../shared/CampaignFigures";
import { OwnedCampaign } from "../shared/OwnedCampaign";
import { CampaignMetrics } from "./CampaignMetrics";
import { CampaignStatusActions } from "./CampaignStatusActions";
import { DashboardDonations } from "./DashboardDonations";
import { ShareDialog } from "./ShareDialog";
import { TasksModal } from "./TasksModal";

/** /campaign/{campaign}/dashboard: the owner's dashboard (000 §2); anyone else goes to the campaign. */
export function DashboardPage() {
  return <OwnedCampaign>{(campaign) => <Dashboard campaign={campaign} />}</OwnedCampaign>;
}

const STATE_KEY = {
  ACTIVE: "forms.campaign_card.state.active",
  INACTIVE: "forms.campaign_card.state.inactive",
  FINISHED: "forms.campaign_card.state.finished",
  SUCCESSFUL: "forms.campaign_card.state.successful",
} as const;

const STATE_BADGE = {
  ACTIVE: "success",
  INACTIVE: "neutral",
  FINISHED: "neutral",
  SUCCESSFUL: "brand",
} as const;

function Dashboard({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslator();
  const [params, setParams] = useSearchParams();
  const tasksOpen = params.get("task_modal") === "open";
  const setTasksOpen = (open: boolean) => {
    const next = new URLSearchParams(params);
    if (open) next.set("task_modal", "open");
    else next.delete("task_modal");
    setParams(next, { replace: true, preventScrollReset: true });
  };
  // The update modal: the tasks list and the share page send the owner here to post one.
  const [updating, setUpdating] = useState(false);
  // The share page shows once, after the creation; the same links stay here.
  const [sharing, setSharing] = useState(false);
  const postUpdate = () => {
    if (tasksOpen) setTasksOpen(false);
    setUpdating(true);
  };
  const state = campaignDisplayState(campaign);
  const base = `/campaign/${campaign.url}`;
  const action = `${buttonVariants({ variant: "secondary" })} cw:underline-offset-4 cw:data-[hovered]:underline`;
  return (
    <div className="cw:flex cw:flex-col cw:gap-8">
      <header className="cw:flex cw:flex-col cw:gap-3">
        <p className="cw:text-sm cw:font-medium cw:text-fg-muted">{t("web.dashboard.title")}</p>
        <h1 className="cw:text-3xl cw:font-bold">{campaign.name}</h1>
        <div className="cw:flex cw:flex-wrap cw:gap-2">
          <Badge variant={STATE_BADGE[state]}>{t(STATE_KEY[state])}</Badge>
          <Badge variant={campaign.verified ? "success" : "warning"}>
            {campaign.verified
              ? t("forms.campaign_card.verified")
              : t("web.dashboard.not_verified")}
          </Badge>
        </div>
      </header>
      <nav aria-label={t("web.dashboard.actions")} className="cw:flex cw:flex-wrap cw:gap-3">
        <Link
          href={`${base}/dashboard/withdraw`}
          variant="plain"
          className={`${buttonVariants({ variant: "primary" })} cw:underline-offset-4 cw:data-[hovered]:underline`}
        >
          {t("web.dashboard.withdraw_link")}
        </Link>
        <Button variant="secondary" icon={<PenLine aria-hidden size={16} />} onPress={postUpdate}>
          {t("web.dashboard.post_update")}
        </Button>
        <Button
          variant="secondary"
          icon={<Share2 aria-hidden size={16} />}
          onPress={() => setSharing(true)}
        >
          {t("web.dashboard.share")}
        </Button>
        <Link href={`${base}/edit-details`} variant="plain" className={action}>
          {t("web.dashboard.edit_details")}
        </Link>
        <Link href={`${base}/edit-beneficent`} variant="plain" className={action}>
          {t("web.dashboard.edit_beneficent")}
        </Link>
        <Link href={`${base}/edit-documents`} variant="plain" className={action}>
          {t("web.dashboard.edit_documents")}
        </Link>
        <Link href={`${base}/dashboard/preview`} variant="plain" className={action}>
          {t("web.dashboard.preview")}
        </Link>
        <Button
          variant="secondary"
          icon={<ListChecks aria-hidden size={16} />}
          onPress={() => setTasksOpen(true)}
        >
          {t("web.dashboard.tasks.open")}
        </Button>
      </nav>
      {campaign.verified ? null : (
        <p className="cw:text-sm cw:text-fg-muted">{t("web.dashboard.not_verified_description")}</p>
      )}
      <CampaignFigures campaign={campaign} variant="dashboard" />
      <CampaignMetrics campaign={campaign} />
      <DashboardDonations campaign={campaign} />
      <CampaignStatusActions campaign={campaign} />
      <TasksModal
        campaignId={campaign.id}
        open={tasksOpen}
        onOpenChange={setTasksOpen}
        onPostUpdate={postUpdate}
      />
      <ShareDialog campaign={campaign} open={sharing} onOpenChange={setSharing} />
      <CampaignUpdateModal
        campaign={{ id: campaign.id, name: campaign.name }}
        occasion="news"
        open={updating}
        onOpenChange={setUpdating}
      />
    </div>
  );
}
