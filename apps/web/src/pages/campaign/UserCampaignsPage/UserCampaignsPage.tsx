import { useTranslator } from "@causeway/i18n/react";
import { Avatar, ErrorState, Link, Skeleton } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { useSession } from "../../../app/session/SessionProvider";
import { NotFoundPage } from "../../errors/NotFoundPage";
import { isNotFound, profileQuery } from "../../profile/profile-queries";
import { profileHref } from "../../search/UserList";
import { CampaignGridSkeleton } from "../CampaignGrid";
import { UserCampaignList } from "./UserCampaignList";
import { userIdParam } from "./user-campaigns";

/**
 * /campaign/user/{userId} (000 §2): the campaigns a person started, every state, newest first,
 * under their name and picture with the way to their profile. An unknown user is the 404 page.
 */
export function UserCampaignsPage() {
  const { userId: param } = useParams();
  const userId = userIdParam(param);
  if (userId === null) return <NotFoundPage />;
  return <UserCampaigns userId={userId} />;
}

function UserCampaigns({ userId }: { userId: number }) {
  const { t } = useTranslator();
  const session = useSession();
  const user = useQuery(profileQuery(userId));
  if (user.isPending)
    return (
      <div aria-busy="true" className="cw:flex cw:flex-col cw:gap-6 cw:pb-8">
        <div className="cw:flex cw:items-center cw:gap-4">
          <Skeleton shape="circle" width={56} />
          <Skeleton width="40%" height={28} />
        </div>
        <CampaignGridSkeleton count={4} />
      </div>
    );
  if (user.isError) {
    if (isNotFound(user.error)) return <NotFoundPage />;
    return (
      <ErrorState
        headingLevel={1}
        title={t("web.user_campaigns.error")}
        description={t("web.campaign.error.description")}
        reloadLabel={t("web.campaign.retry")}
        onReload={() => void user.refetch()}
      />
    );
  }
  const owner = user.data;
  const name = owner.name || owner.username;
  const isOwn = session.user?.id === owner.id;
  return (
    <div className="cw:flex cw:flex-col cw:gap-6 cw:pb-8">
      <div className="cw:flex cw:items-center cw:gap-4">
        <Avatar size="lg" name={name} src={owner.avatar?.square.path} alt="" />
        <div className="cw:flex cw:min-w-0 cw:flex-col cw:gap-1">
          <h1 className="cw:font-bold cw:text-3xl">
            {isOwn ? t("web.user_campaigns.title_own") : t("web.user_campaigns.title", { name })}
          </h1>
          <Link href={profileHref(owner.username)} variant="standalone" className="cw:self-start">
            {isOwn ? t("web.user_campaigns.profile_own") : t("web.user_campaigns.profile")}
          </Link>
        </div>
      </div>
      <UserCampaignList userId={owner.id} name={name} isOwn={isOwn} headingLevel={2} />
    </div>
  );
}
