import type { User } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Tab, TabList, TabPanel, Tabs } from "@causeway/ui";
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
    <Tabs selectedKey={tab} onSelectionChange={(key) => choose(String(key) as ProfileTab)}>
      <TabList aria-label={t("web.profile.sections")} className="overflow-x-auto">
        {PROFILE_TABS.map((id) => (
          <Tab key={id} id={id}>
            {t(`web.profile.tab.${id}`)}
          </Tab>
        ))}
      </TabList>
      <TabPanel id="campaigns" className="pt-2">
        <UserCampaignList userId={user.id} name={name} isOwn={isOwn} headingLevel={3} />
      </TabPanel>
      <TabPanel id="posts" className="pt-2">
        <ProfilePosts userId={user.id} name={name} isOwn={isOwn} />
      </TabPanel>
      <TabPanel id="comments" className="pt-2">
        <ProfileComments userId={user.id} name={name} isOwn={isOwn} />
      </TabPanel>
      <TabPanel id="donations" className="pt-2">
        <ProfileDonations user={user} isOwn={isOwn} />
      </TabPanel>
    </Tabs>
  );
}
