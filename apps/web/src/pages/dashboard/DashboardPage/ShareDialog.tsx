import type { Campaign } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Button, Dialog, DialogClose, DialogContent } from "@causeway/ui";
import { ShareCampaignLinks } from "../../create/SharePage/ShareCampaignLinks";

export interface ShareDialogProps {
  campaign: Campaign;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The dashboard's Share: the links the share page offered once after the creation, at any time. */
export function ShareDialog({ campaign, open, onOpenChange }: ShareDialogProps) {
  const { t } = useTranslator();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="share-dialog"
        size="md"
        title={t("web.dashboard.share_title")}
        description={t("web.create.share.intro", { name: campaign.name })}
        footer={
          <DialogClose>
            <Button variant="secondary">{t("forms.success.close")}</Button>
          </DialogClose>
        }
      >
        <ShareCampaignLinks campaign={campaign} />
      </DialogContent>
    </Dialog>
  );
}
