import type { Campaign } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { NativeButton } from "@causeway/ui";
import { useQueryClient } from "@tanstack/react-query";
import { Flag } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useParams } from "react-router";
import { campaignPageQuery } from "../useCampaignPage";

// The report form (ReportForm and its rules) loads the first time someone asks to report.
const ReportDialog = lazy(() => import("./ReportDialog"));
const loadDialog = () => void import("./ReportDialog");

/**
 * "Report this campaign" (000 §2 report modal): the report form in a dialog, for guests too (they
 * give an e-mail). Once the campaign is reported (is_reported, or just now) it says so instead.
 */
export function ReportCampaign({ campaign, isGuest }: { campaign: Campaign; isGuest: boolean }) {
  const { t } = useTranslator();
  const client = useQueryClient();
  // The page's campaign is cached under the address's slug (the campaign's url or short url).
  const slug = useParams().campaign ?? campaign.url;
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  if (campaign.is_reported && !open)
    return (
      <p className="cw:flex cw:items-center cw:gap-2 cw:text-sm cw:text-fg-muted">
        <Flag aria-hidden size={16} />
        {t("web.campaign.report.done")}
      </p>
    );
  return (
    <div>
      <NativeButton
        variant="ghost"
        size="sm"
        icon={<Flag aria-hidden size={16} />}
        onPress={() => {
          setAsked(true);
          setOpen(true);
        }}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
      >
        {t("web.campaign.report.open")}
      </NativeButton>
      {asked ? (
        <Suspense fallback={null}>
          <ReportDialog
            campaign={campaign}
            isGuest={isGuest}
            isOpen={open}
            onClose={() => setOpen(false)}
            onReported={() =>
              // The page's campaign is now reported: closing the dialog leaves the note above.
              client.setQueryData(campaignPageQuery(slug).queryKey, (current) =>
                current ? { ...current, is_reported: true } : current,
              )
            }
          />
        </Suspense>
      ) : null}
    </div>
  );
}
