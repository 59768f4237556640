import type { User } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { SimpleTabs, Skeleton } from "@causeway/ui";
import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { UserCampaignList } from "../../campaign/UserCampaignsPage/UserCampaignList";
import { PROFILE_TABS, type ProfileTab, readProfileTab } from "../profile-queries";

// The first tab (campaigns) comes with the page; the others' code when they are opened (or when
// the page is opened on them: the server render waits for it).
const ProfilePosts = lazy(() =>
  import("./ProfilePosts").then((module) => ({ default: module.ProfilePosts })),
);
const ProfileComments = lazy(() =>
  import("./ProfileComments").then((module) => ({ default: module.ProfileComments })),
);
const ProfileDonations = lazy(() =>
  import("./ProfileDonations").then((module) => ({ default: module.ProfileDonations })),
);

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
      listClassName="cw:overflow-x-auto"
      panelClassName="cw:pt-2"
    >
      {tab === "campaigns" ? (
        <UserCampaignList userId={user.id} name={name} isOwn={isOwn} headingLevel={3} />
      ) : (
        <Suspense fallback={<Skeleton lines={3} />}>
          {tab === "posts" ? (
            <ProfilePosts userId={user.id} name={name} isOwn={isOwn} />
          ) : tab === "comments" ? (
            <ProfileComments userId={user.id} name={name} isOwn={isOwn} />
          ) : (
            <ProfileDonations user={user} isOwn={isOwn} />
          )}
        </Suspense>
      )}
    </SimpleTabs>
  );
}
