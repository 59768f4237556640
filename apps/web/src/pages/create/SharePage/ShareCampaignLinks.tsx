import { type Campaign, campaignMutations } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { type ShareChannel, shareLinks } from "@causeway/rules";
import { Button, buttonVariants, useToast } from "@causeway/ui";
import { useMutation } from "@tanstack/react-query";
import { AtSign, Check, Copy, Mail, MessageCircle, Send, Share2 } from "lucide-react";
import { useId, useState } from "react";

const CHANNELS: readonly { channel: Exclude<ShareChannel, "copy">; icon: typeof Share2 }[] = [
  { channel: "facebook", icon: Share2 },
  { channel: "messenger", icon: MessageCircle },
  { channel: "twitter", icon: AtSign },
  { channel: "whatsapp", icon: Send },
  { channel: "email", icon: Mail },
];

/**
 * A campaign's share links, each tagged with its utm_source, utm_medium=referral and utm_campaign
 * (001 §7), and its address to copy; every share is counted. On the share page after a creation
 * and in the dashboard's Share dialog.
 */
export function ShareCampaignLinks({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslator();
  const share = useMutation(campaignMutations.addShare(campaign.id));
  const [copied, setCopied] = useState(false);
  const addressId = useId();
  const links = shareLinks(`${window.location.origin}/campaign/${campaign.url}`, campaign.name);
  const { toast } = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(links.copy);
      setCopied(true);
      toast({ title: t("web.create.share.copied"), variant: "success" });
    } catch {
      // No clipboard (an insecure page, a refused permission): the link is in the box to copy by hand.
      toast({ title: t("web.create.share.copy_failed"), variant: "warning" });
    }
    share.mutate();
  };
  return (
    <div data-slot="share-campaign-links" className="cw:flex cw:flex-col cw:gap-3">
      <ul className="cw:grid cw:grid-cols-2 cw:gap-2 cw:sm:grid-cols-3">
        {CHANNELS.map(({ channel, icon: Icon }) => (
          <li key={channel}>
            <a
              href={links[channel]}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => share.mutate()}
              className={`${buttonVariants({ variant: "secondary", fullWidth: true })} cw:no-underline`}
            >
              <Icon aria-hidden size={16} />
              {t(`web.create.share.${channel}`)}
            </a>
          </li>
        ))}
      </ul>
      <div className="cw:flex cw:flex-col cw:gap-2 cw:rounded-md cw:border cw:border-border cw:p-3 cw:sm:flex-row cw:sm:items-center">
        <label htmlFor={addressId} className="cw:text-sm cw:font-medium">
          {t("web.create.share.address")}
        </label>
        <input
          id={addressId}
          readOnly
          value={links.copy}
          onFocus={(event) => event.currentTarget.select()}
          className="cw:h-10 cw:min-w-0 cw:flex-1 cw:rounded-md cw:border cw:border-border-strong cw:bg-surface cw:px-2 cw:text-sm"
        />
        <Button
          variant="primary"
          icon={copied ? <Check aria-hidden size={16} /> : <Copy aria-hidden size={16} />}
          onPress={() => void copy()}
        >
          {t("web.create.share.copy")}
        </Button>
      </div>
    </div>
  );
}
