import type { StaffUser } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogTrigger,
  Avatar,
  Badge,
  Button,
} from "@causeway/ui";
import { UserRoundCog } from "lucide-react";
import { useId } from "react";
import { formatDate } from "../../../shared/format-date";
import { Facts } from "../shared/Facts";

/** Why the signed-in admin may not act as this user, or null when they may. */
export type ImpersonationBlock = "self" | "admin" | null;

export interface StaffUserCardProps {
  user: StaffUser;
  /** Why "act as" is not offered (oneself; an admin, unless the viewer is a super admin). */
  blocked?: ImpersonationBlock;
  onImpersonate: () => Promise<unknown>;
  isImpersonating?: boolean;
}

const ROLE_LABEL: Record<string, string> = {
  ROLE_ADMIN: "web.admin.users.role.admin",
  ROLE_SUPER_ADMIN: "web.admin.users.role.super_admin",
  ROLE_EDITOR: "web.admin.users.role.editor",
  ROLE_TRANSLATOR: "web.admin.users.role.translator",
};

/**
 * A user as the staff lookup shows them: who they are (name, username, e-mail, kind of account,
 * staff roles, since when) and the way to act as them (000 §4, impersonation), after a
 * confirmation saying how to come back.
 */
export function StaffUserCard({
  user,
  blocked = null,
  onImpersonate,
  isImpersonating = false,
}: StaffUserCardProps) {
  const { t, locale } = useTranslator();
  const titleId = useId();
  const roles = user.roles.filter((role) => role in ROLE_LABEL);
  return (
    <article
      aria-labelledby={titleId}
      data-slot="staff-user"
      className="cw:flex cw:flex-col cw:gap-4 cw:rounded-lg cw:border cw:border-border cw:bg-surface-raised cw:p-5 cw:sm:flex-row cw:sm:items-start"
    >
      <Avatar name={user.name} src={user.avatar?.square.path ?? null} alt="" size="lg" />
      <div className="cw:flex cw:min-w-0 cw:flex-1 cw:flex-col cw:gap-3">
        <header className="cw:flex cw:flex-wrap cw:items-center cw:gap-2">
          <h2 id={titleId} className="cw:break-words cw:text-lg cw:font-semibold">
            {user.name}
          </h2>
          <span className="cw:text-fg-muted">@{user.username}</span>
          {roles.map((role) => (
            <Badge key={role} variant="brand" size="sm">
              {t(ROLE_LABEL[role] ?? role)}
            </Badge>
          ))}
        </header>
        <Facts
          rows={[
            [t("web.admin.users.email"), user.email],
            [t("web.admin.users.id"), String(user.id)],
            [
              t("web.admin.users.account"),
              t(user.type === "business" ? "web.admin.users.business" : "web.admin.users.personal"),
            ],
            [
              t("web.admin.users.joined"),
              [
                formatDate(user.date_added, locale),
                user.register_step > 1 ? null : t("web.admin.users.signup_unfinished"),
                user.email_verified ? null : t("web.admin.users.email_unverified"),
              ]
                .filter(Boolean)
                .join(" · "),
            ],
          ]}
        />
        {blocked ? (
          <p className="cw:text-sm cw:text-fg-muted">
            {t(blocked === "self" ? "web.admin.users.is_you" : "web.admin.users.admin_blocked")}
          </p>
        ) : (
          <AlertDialog>
            <AlertDialogTrigger>
              <Button
                variant="secondary"
                className="cw:w-fit"
                icon={<UserRoundCog aria-hidden size={18} />}
                isLoading={isImpersonating}
              >
                {t("web.admin.users.impersonate", { name: user.name })}
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent
              title={t("web.admin.users.impersonate_title", { name: user.name })}
              description={t("web.admin.users.impersonate_description")}
              confirmLabel={t("web.admin.users.impersonate_confirm")}
              onConfirm={() => void onImpersonate().catch(() => {})}
            />
          </AlertDialog>
        )}
      </div>
    </article>
  );
}
