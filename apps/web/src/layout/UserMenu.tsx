import { campaignQueries, type User } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import {
  Avatar,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import {
  ChevronDown,
  CircleHelp,
  FileText,
  LogOut,
  Mail,
  Megaphone,
  Settings,
  Shield,
  TriangleAlert,
  UserRound,
} from "lucide-react";
import { useNavigate } from "react-router";
import { routeLinkClicks } from "./router-link-click";
import { HELP_CENTRE_URL } from "./site-links";

/** The header menu lists up to 20 of the user's campaigns (001 §9: "campaigns ... menu 20"). */
export const MENU_CAMPAIGNS = 20;

const icon = { "aria-hidden": true, size: 16 } as const;

/**
 * The member's menu (000 §2): my profile, my campaigns (up to 20), settings (with a warning
 * while the e-mail is unverified), contact, privacy, terms, help and log out.
 */
export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslator();
  const navigate = useNavigate();
  const campaigns = useQuery(
    campaignQueries.list({ created_by: user.id, limit: MENU_CAMPAIGNS, offset: 0 }),
  );
  const own = campaigns.data?.campaigns.slice(0, MENU_CAMPAIGNS) ?? [];
  const unverified = !user.email_verified;

  return (
    <DropdownMenu>
      <DropdownMenuTrigger>
        <button
          type="button"
          className="relative inline-flex cursor-pointer items-center gap-1 rounded-full p-0.5 text-fg-muted outline-none hover:bg-surface-sunken focus-visible:ring-2 focus-visible:ring-focus"
        >
          <Avatar name={user.name} alt="" src={user.avatar?.square.path ?? null} size="sm" />
          <ChevronDown aria-hidden size={16} />
          <span className="sr-only">{t("web.header.user_menu", { name: user.name })}</span>
          {unverified ? (
            <span
              aria-hidden
              className="absolute -top-0.5 left-6 size-2.5 rounded-full bg-warning ring-2 ring-surface"
            />
          ) : null}
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" size="lg" onClick={routeLinkClicks(navigate)}>
        <div className="px-2 pt-1.5 pb-1">
          <p className="truncate font-semibold">{user.name}</p>
          <p className="truncate text-fg-muted text-xs">@{user.username}</p>
        </div>
        <DropdownMenuItem
          icon={<UserRound {...icon} />}
          href={`/${encodeURIComponent(user.username)}`}
        >
          {t("web.header.my_profile")}
        </DropdownMenuItem>
        {own.length > 0 ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuGroup label={t("web.header.my_campaigns")}>
              {own.map((campaign) => (
                <DropdownMenuItem
                  key={campaign.id}
                  icon={<Megaphone {...icon} />}
                  href={`/campaign/${encodeURIComponent(campaign.url)}`}
                >
                  <span className="block truncate">{campaign.name}</span>
                </DropdownMenuItem>
              ))}
            </DropdownMenuGroup>
          </>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          icon={
            unverified ? (
              <TriangleAlert aria-hidden size={16} className="text-warning!" />
            ) : (
              <Settings {...icon} />
            )
          }
          href="/settings"
        >
          {t("web.nav.settings")}
          {unverified ? (
            <span className="block text-warning text-xs">{t("web.header.email_unverified")}</span>
          ) : null}
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Mail {...icon} />} href="/contact">
          {t("web.footer.contact")}
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Shield {...icon} />} href="/privacy">
          {t("web.footer.privacy")}
        </DropdownMenuItem>
        <DropdownMenuItem icon={<FileText {...icon} />} href="/terms">
          {t("web.footer.terms")}
        </DropdownMenuItem>
        <DropdownMenuItem icon={<CircleHelp {...icon} />} href={HELP_CENTRE_URL}>
          {t("web.footer.help")}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<LogOut {...icon} />} variant="destructive" href="/logout">
          {t("web.nav.logout")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
