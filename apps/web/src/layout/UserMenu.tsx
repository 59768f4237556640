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
          className="cw:relative cw:inline-flex cw:cursor-pointer cw:items-center cw:gap-1 cw:rounded-full cw:p-0.5 cw:text-fg-muted cw:outline-none cw:hover:bg-surface-sunken cw:focus-visible:ring-2 cw:focus-visible:ring-focus"
        >
          <Avatar name={user.name} alt="" src={user.avatar?.square.path ?? null} size="sm" />
          <ChevronDown aria-hidden size={16} />
          <span className="cw:sr-only">{t("web.header.user_menu", { name: user.name })}</span>
          {unverified ? (
            <span
              aria-hidden
              className="cw:absolute cw:-top-0.5 cw:left-6 cw:size-2.5 cw:rounded-full cw:bg-warning cw:ring-2 cw:ring-surface"
            />
          ) : null}
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" size="lg" onClick={routeLinkClicks(navigate)}>
        <div className="cw:px-2 cw:pt-1.5 cw:pb-1">
          <p className="cw:truncate cw:font-semibold">{user.name}</p>
          <p className="cw:truncate cw:text-fg-muted cw:text-xs">@{user.username}</p>
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
                  <span className="cw:block cw:truncate">{campaign.name}</span>
                </DropdownMenuItem>
              ))}
            </DropdownMenuGroup>
          </>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          icon={
            unverified ? (
              <TriangleAlert aria-hidden size={16} className="cw:text-warning!" />
            ) : (
              <Settings {...icon} />
            )
          }
          href="/settings"
        >
          {t("web.nav.settings")}
          {unverified ? (
            <span className="cw:block cw:text-warning cw:text-xs">
              {t("web.header.email_unverified")}
            </span>
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
