import type { Campaign } from "@causeway/api-client";
import { ReportForm } from "@causeway/forms";
import { useTranslator } from "@causeway/i18n/react";
import { Modal } from "@causeway/ui";
import { useSession } from "../../../app/session/SessionProvider";

/**
 * The report modal of 000 §2 for a campaign: ReportForm (the options of GET /report/types?type=
 * campaign, a description, and the name or e-mail 001 §5 asks of who reports), sent to
 * POST /campaign/{id}/report; its errors in the user's language under the fields.
 */
export default function ReportDialog({
  campaign,
  isGuest,
  isOpen,
  onClose,
  onReported,
}: {
  campaign: Campaign;
  isGuest: boolean;
  isOpen: boolean;
  onClose: () => void;
  onReported: () => void;
}) {
  const { t } = useTranslator();
  const { user } = useSession();
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={t("web.campaign.report.title", { name: campaign.name })}
      description={t("web.campaign.report.description")}
    >
      {isOpen ? (
        <ReportForm
          target={{ type: "campaign", campaignId: campaign.id }}
          reporter={{ isLoggedIn: !isGuest, hasFullName: Boolean(user?.name?.trim()) }}
          onReported={onReported}
          onCancel={onClose}
        />
      ) : null}
    </Modal>
  );
}
