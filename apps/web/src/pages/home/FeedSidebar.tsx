import type { User } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Link } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { FEED_SHORTCUTS, ownCampaignsQuery } from "./member-queries";

const EXPLORE = [
  ["/campaign", "web.home.sidebar.campaigns"],
  ["/corporate-giving", "web.footer.corporate_giving"],
  ["/fundraisers", "web.footer.fundraisers"],
  ["/nonprofit-giving", "web.footer.nonprofit_giving"],
] as const;

/**
 * The feed's sidebar (000 §2): campaigns, corporate giving, fundraisers and nonprofit giving, and
 * shortcuts to up to 20 of the member's own campaigns (each to its dashboard).
 */
export function FeedSidebar({ user }: { user: User }) {
  const { t } = useTranslator();
  const ids = { explore: useId(), own: useId() };
  const own = useQuery(ownCampaignsQuery(user.id));
  const campaigns = own.data?.campaigns.slice(0, FEED_SHORTCUTS) ?? [];
  return (
    <aside
      aria-label={t("web.home.sidebar.label")}
      className="cw:flex cw:flex-col cw:gap-6 cw:lg:sticky cw:lg:top-4 cw:lg:self-start"
    >
      <nav aria-labelledby={ids.explore} className="cw:flex cw:flex-col cw:gap-2">
        <h2
          id={ids.explore}
          className="cw:font-semibold cw:text-fg-muted cw:text-sm cw:uppercase cw:tracking-wide"
        >
          {t("web.home.sidebar.explore")}
        </h2>
        <ul className="cw:flex cw:flex-col cw:gap-1">
          {EXPLORE.map(([href, key]) => (
            <li key={href}>
              <Link href={href} variant="standalone">
                {t(key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {campaigns.length > 0 ? (
        <nav aria-labelledby={ids.own} className="cw:flex cw:flex-col cw:gap-2">
          <h2
            id={ids.own}
            className="cw:font-semibold cw:text-fg-muted cw:text-sm cw:uppercase cw:tracking-wide"
          >
            {t("web.header.my_campaigns")}
          </h2>
          <ul className="cw:flex cw:flex-col cw:gap-1">
            {campaigns.map((campaign) => (
              <li key={campaign.id} className="cw:break-words">
                <Link href={`/campaign/${campaign.url}/dashboard`} variant="standalone">
                  {campaign.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </aside>
  );
}
