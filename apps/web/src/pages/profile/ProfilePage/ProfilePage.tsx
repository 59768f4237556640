import type { User } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { ErrorState, Skeleton } from "@causeway/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Suspense } from "react";
import { useParams } from "react-router";
import { deferredPart, partPlace, partsReady } from "../../../app/deferred-part";
import { useSession } from "../../../app/session/SessionProvider";
import { NotFoundPage } from "../../errors/NotFoundPage";
import { isNotFound, profileQuery } from "../profile-queries";
import { ProfileHeader } from "./ProfileHeader";

// Under the profile's header, its figures and its tabs: their own chunks, loaded as they near the
// screen and hydrated by themselves (deferredPart).
const ProfileFigures = deferredPart("profile-figures", () =>
  import("./ProfileFigures").then((module) => module.ProfileFigures),
);
const ProfileSections = deferredPart("profile-sections", () =>
  import("./ProfileSections").then((module) => module.ProfileSections),
);

await partsReady(ProfileFigures, ProfileSections);

/**
 * /{username} (000 §2, 001 §7 "User reads"): a personal or business member's profile. Picture,
 * cover (business), name, bio or mission; what they donated (when they show it) and what their
 * campaigns raised, a business's donations by cause; then their campaigns, posts, comments and
 * donations, one tab each (?tab=). On one's own profile the edit dialogs, who sees the
 * donations, and the donor certificate. An unknown user is the 404 page.
 */
export function ProfilePage() {
  const { username = "" } = useParams();
  const { t } = useTranslator();
  const session = useSession();
  const queryClient = useQueryClient();
  const profile = useQuery(profileQuery(username));

  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    if (isNotFound(profile.error)) return <NotFoundPage />;
    return (
      <ErrorState
        headingLevel={1}
        title={t("web.profile.error")}
        description={t("web.campaign.error.description")}
        reloadLabel={t("web.campaign.retry")}
        onReload={() => void profile.refetch()}
      />
    );
  }
  const user = profile.data;
  const isOwn = session.user?.id === user.id;
  // What an edit dialog saved shows at once; the profile is read again behind it.
  const onSaved = (next: User) => queryClient.setQueryData(profileQuery(username).queryKey, next);
  return (
    <div className="cw:flex cw:flex-col cw:gap-8 cw:pb-8">
      <ProfileHeader user={user} isOwn={isOwn} onSaved={onSaved} />
      <div {...partPlace("profile-figures")}>
        <Suspense fallback={<Skeleton height={96} />}>
          <ProfileFigures user={user} isOwn={isOwn} />
        </Suspense>
      </div>
      <div {...partPlace("profile-sections")}>
        <Suspense fallback={<Skeleton lines={4} />}>
          <ProfileSections user={user} isOwn={isOwn} />
        </Suspense>
      </div>
    </div>
  );
}

function ProfileSkeleton() {
  const { t } = useTranslator();
  return (
    <div aria-busy="true" className="cw:flex cw:flex-col cw:gap-8 cw:pb-8">
      <span className="cw:sr-only">{t("web.profile.loading")}</span>
      <div className="cw:flex cw:items-center cw:gap-4">
        <Skeleton shape="circle" width={96} />
        <div className="cw:flex cw:flex-1 cw:flex-col cw:gap-2">
          <Skeleton width="40%" height={28} />
          <Skeleton width="25%" />
        </div>
      </div>
      <Skeleton lines={2} />
      <div className="cw:grid cw:gap-3 cw:sm:grid-cols-2">
        <Skeleton shape="rect" height={88} />
        <Skeleton shape="rect" height={88} />
      </div>
    </div>
  );
}
