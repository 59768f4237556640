"use client";
import { useTranslator } from "@causeway/i18n/react";
import { SHARE_METHODS, type ShareMethod } from "@causeway/rules";
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@causeway/ui";
import { Link2, Share2 } from "lucide-react";
import { useState } from "react";

const icon = { "aria-hidden": true, className: "cw:size-4" } as const;

/** The post's share menu: Facebook, Messenger, Twitter, copy the link (000 §4). */
export function ShareMenu({
  onShare,
  defaultOpen = false,
}: {
  onShare: (method: ShareMethod) => void;
  /** Opened as it mounts (PostActions loads it when its trigger is first pressed). */
  defaultOpen?: boolean;
}) {
  const { t } = useTranslator();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger>
        <Button variant="ghost" size="sm" icon={<Share2 {...icon} />}>
          {t("forms.post_card.share")}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {SHARE_METHODS.map((method) => (
          <DropdownMenuItem
            key={method}
            icon={method === "copy" ? <Link2 {...icon} /> : <Share2 {...icon} />}
            onAction={() => onShare(method)}
          >
            {t(`forms.post_card.share_${method}`)}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
