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
    <ul className="cw:grid cw:gap-3 cw:sm:grid-cols-2">
      {users.map((user) => (
        <li
          key={user.id}
          data-slot="user-result"
          className="cw:relative cw:flex cw:items-center cw:gap-3 cw:rounded-lg cw:border cw:border-border cw:bg-surface cw:p-4 cw:focus-within:ring-2 cw:focus-within:ring-focus cw:hover:shadow-md"
        >
          <Avatar
            size="lg"
            name={user.name || user.username}
            src={user.avatar?.square.path}
            alt=""
          />
          <div className="cw:flex cw:min-w-0 cw:flex-col cw:gap-1">
            <Heading className="cw:truncate cw:font-semibold cw:text-base">
              <Link
                href={profileHref(user.username)}
                variant="plain"
                stretched
                className="cw:rounded-sm cw:text-fg cw:no-underline cw:data-[hovered]:text-primary"
              >
                {user.name || user.username}
              </Link>
            </Heading>
            <p className="cw:truncate cw:text-fg-muted cw:text-sm">@{user.username}</p>
            {user.type === "business" ? (
              <Badge size="sm" className="cw:self-start">
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
    <div aria-busy="true" className="cw:grid cw:gap-3 cw:sm:grid-cols-2">
      <VisuallyHidden>{t("web.campaign.loading")}</VisuallyHidden>
      {Array.from({ length: count }, (_, index) => `user-skeleton-${index}`).map((key) => (
        <div
          key={key}
          className="cw:flex cw:items-center cw:gap-3 cw:rounded-lg cw:border cw:border-border cw:p-4"
        >
          <Skeleton shape="circle" width={56} />
          <div className="cw:flex cw:flex-1 cw:flex-col cw:gap-2">
            <Skeleton width="60%" />
            <Skeleton width="40%" />
          </div>
        </div>
      ))}
    </div>
  );
}
