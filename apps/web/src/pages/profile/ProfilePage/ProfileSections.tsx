import type { User } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { SimpleTabs } from "@causeway/ui";
import { useSearchParams } from "react-router";
import { UserCampaignList } from "../../campaign/UserCampaignsPage/UserCampaignList";
import { PROFILE_TABS, type ProfileTab, readProfileTab } from "../profile-queries";
import { ProfileComments } from "./ProfileComments";
import { ProfileDonations } from "./ProfileDonations";
import { ProfilePosts } from "./ProfilePosts";

/**
 * A profile's campaigns, posts, comments and donations, one tab each. The tab lives in the URL
 * (?tab=), so a link can open one and the loader reads its first page before the page renders.
 */
export function ProfileSections({ user, isOwn }: { user: User; isOwn: boolean }) {
  const { t } = useTranslator();
  const [params, setParams] = useSearchParams();
  const tab = readProfileTab(params);
  const name = user.name || user.username;

  const choose = (next: ProfileTab) => {
    const merged = new URLSearchParams(params);
    if (next === "campaigns") merged.delete("tab");
    else merged.set("tab", next);
    setParams(merged, { replace: true, preventScrollReset: true });
  };

  return (
    <SimpleTabs
      label={t("web.profile.sections")}
      tabs={PROFILE_TABS.map((id) => ({ id, label: t(`web.profile.tab.${id}`) }))}
      selected={tab}
      onChange={choose}
      listClassName="overflow-x-auto"
      panelClassName="pt-2"
    >
      {tab === "campaigns" ? (
        <UserCampaignList userId={user.id} name={name} isOwn={isOwn} headingLevel={3} />
      ) : tab === "posts" ? (
        <ProfilePosts userId={user.id} name={name} isOwn={isOwn} />
      ) : tab === "comments" ? (
        <ProfileComments userId={user.id} name={name} isOwn={isOwn} />
      ) : (
        <ProfileDonations user={user} isOwn={isOwn} />
      )}
    </SimpleTabs>
  );
}
