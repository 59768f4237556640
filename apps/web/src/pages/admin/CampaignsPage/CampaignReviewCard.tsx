import { formatMoney, type StaffCampaign } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import {
  Alert,
  AlertDialog,
  AlertDialogContent,
  AlertDialogTrigger,
  Badge,
  Button,
} from "@causeway/ui";
import { BadgeCheck } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { describe } from "../../../app/meta/describe";
import { formatDate } from "../../../shared/format-date";
import { categoryName } from "../../campaign/CategoryPage/category-name";
import { DocumentLinks, Facts } from "../shared/Facts";

export interface CampaignReviewCardProps {
  entry: StaffCampaign;
  /** Verifies the campaign (after the admin confirmed); resolves once it is verified. */
  onVerify: (campaignId: number) => Promise<unknown>;
  isVerifying?: boolean;
  /** Why the last verification failed, said on the card. */
  error?: string | null;
}

/**
 * A campaign waiting for verification, with what an admin checks before verifying it: who asks,
 * for whom, how much, the story's opening (as text: whatever the owner wrote stays inert) and the
 * documents given. Verifying asks for a confirmation first: it lets the campaign take donations.
 */
export function CampaignReviewCard({
  entry,
  onVerify,
  isVerifying = false,
  error,
}: CampaignReviewCardProps) {
  const translator = useTranslator();
  const { t, locale } = translator;
  const titleId = useId();
  const { campaign, documents } = entry;
  const beneficiary =
    campaign.beneficent_individual?.name ?? campaign.beneficent_business?.name ?? null;
  const story = describe(campaign.content, 280);
  const rows: [string, ReactNode][] = [
    [
      t("web.admin.campaigns.owner"),
      `${campaign.created_by.name} (@${campaign.created_by.username})`,
    ],
    [t("web.admin.campaigns.created"), formatDate(campaign.date_added, locale)],
    [
      t("web.admin.campaigns.goal"),
      t("web.dashboard.raised_of_goal", {
        raised: formatMoney(campaign.donated_amount, campaign.currency.abbreviation, locale),
        goal: formatMoney(campaign.total_amount, campaign.currency.abbreviation, locale),
      }),
    ],
    [
      t("web.admin.campaigns.kind"),
      [
        t(
          campaign.type === "medical" ? "web.admin.campaigns.medical" : "web.admin.campaigns.other",
        ),
        campaign.category ? categoryName(campaign.category, translator) : null,
      ]
        .filter(Boolean)
        .join(" · "),
    ],
  ];
  if (beneficiary) rows.push([t("web.admin.campaigns.beneficiary"), beneficiary]);
  rows.push([
    t("web.admin.campaigns.documents"),
    <DocumentLinks
      key="documents"
      documents={documents}
      emptyText={t("web.admin.campaigns.no_documents")}
    />,
  ]);

  return (
    <article
      aria-labelledby={titleId}
      data-slot="campaign-review"
      className="cw:flex cw:flex-col cw:gap-4 cw:rounded-lg cw:border cw:border-border cw:bg-surface-raised cw:p-5"
    >
      <header className="cw:flex cw:flex-wrap cw:items-start cw:justify-between cw:gap-2">
        <div className="cw:flex cw:min-w-0 cw:flex-col cw:gap-1">
          <h2 id={titleId} className="cw:break-words cw:text-lg cw:font-semibold">
            {campaign.name}
          </h2>
          <Link
            to={`/campaign/${campaign.url}`}
            reloadDocument
            className="cw:w-fit cw:rounded-sm cw:text-sm cw:text-primary cw:underline cw:underline-offset-2 cw:outline-none cw:hover:text-primary-hover cw:focus-visible:ring-2 cw:focus-visible:ring-focus"
          >
            {t("web.admin.campaigns.open_page")}
          </Link>
        </div>
        {campaign.verified ? (
          <Badge variant="success" icon={<BadgeCheck aria-hidden size={14} />}>
            {t("web.admin.campaigns.verified")}
          </Badge>
        ) : (
          <Badge variant="warning">{t("web.admin.campaigns.unverified")}</Badge>
        )}
      </header>
      <Facts rows={rows} />
      {story ? (
        <blockquote className="cw:border-s-2 cw:border-border-strong cw:ps-3 cw:text-sm cw:text-fg-muted">
          {story}
        </blockquote>
      ) : null}
      {error ? <Alert variant="danger" title={error} isLive /> : null}
      {campaign.verified ? null : (
        <AlertDialog>
          <AlertDialogTrigger>
            <Button
              className="cw:w-fit"
              icon={<BadgeCheck aria-hidden size={18} />}
              isLoading={isVerifying}
            >
              {t("web.admin.campaigns.verify")}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent
            title={t("web.admin.campaigns.confirm_title", { name: campaign.name })}
            description={t("web.admin.campaigns.confirm_description")}
            confirmLabel={t("web.admin.campaigns.verify")}
            onConfirm={() => void onVerify(campaign.id).catch(() => {})}
          />
        </AlertDialog>
      )}
    </article>
  );
}
