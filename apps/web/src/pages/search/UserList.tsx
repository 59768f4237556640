import type { UserSummary } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Avatar, Badge, Link, Skeleton, VisuallyHidden } from "@causeway/ui";

/** The address of a person's profile (000 §2: /{username}). */
export const profileHref = (username: string) => `/${encodeURIComponent(username)}`;

/** People found by a search: picture, name linking to the profile, @username, organisation. */
export function UserList({
  users,
  headingLevel = 3,
}: {
  users: readonly UserSummary[];
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslator();
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {users.map((user) => (
        <li
          key={user.id}
          data-slot="user-result"
          className="relative flex items-center gap-3 rounded-lg border border-border bg-surface p-4 focus-within:ring-2 focus-within:ring-focus hover:shadow-md"
        >
          <Avatar
            size="lg"
            name={user.name || user.username}
            src={user.avatar?.square.path}
            alt=""
          />
          <div className="flex min-w-0 flex-col gap-1">
            <Heading className="truncate font-semibold text-base">
              <Link
                href={profileHref(user.username)}
                variant="plain"
                stretched
                className="rounded-sm text-fg no-underline data-[hovered]:text-primary"
              >
                {user.name || user.username}
              </Link>
            </Heading>
            <p className="truncate text-fg-muted text-sm">@{user.username}</p>
            {user.type === "business" ? (
              <Badge size="sm" className="self-start">
                {t("web.search.organisation")}
              </Badge>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Placeholders the size of people results while they load. */
export function UserListSkeleton({ count = 4 }: { count?: number }) {
  const { t } = useTranslator();
  return (
    <div aria-busy="true" className="grid gap-3 sm:grid-cols-2">
      <VisuallyHidden>{t("web.campaign.loading")}</VisuallyHidden>
      {Array.from({ length: count }, (_, index) => `user-skeleton-${index}`).map((key) => (
        <div key={key} className="flex items-center gap-3 rounded-lg border border-border p-4">
          <Skeleton shape="circle" width={56} />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton width="60%" />
            <Skeleton width="40%" />
          </div>
        </div>
      ))}
    </div>
  );
}
