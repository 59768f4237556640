import { STAFF_PAGE_SIZE, type StaffUser, staffQueries } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Alert } from "@causeway/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Users } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { isStaff } from "../../../app/session/roles";
import { useSession } from "../../../app/session/SessionProvider";
import { useImpersonation } from "../../../layout/useImpersonation";
import { ListBody, ListPages } from "../shared/ListStates";
import { offsetOf, pageFrom, withParams } from "../shared/list-params";
import { SearchForm } from "../shared/SearchForm";
import { staffErrorText } from "../shared/staff-errors";
import { type ImpersonationBlock, StaffUserCard } from "./StaffUserCard";

/** The page of users the URL names (?q=, ?page=), for the loader and the page. */
export function usersPageQuery(params: URLSearchParams) {
  const search = params.get("q")?.trim() ?? "";
  return staffQueries.users({
    offset: offsetOf(pageFrom(params)),
    limit: STAFF_PAGE_SIZE,
    ...(search ? { search } : {}),
  });
}

/** Oneself is never offered; an admin only to a super admin (the server's rule). */
export function impersonationBlock(
  viewer: { id: number; roles: readonly string[] } | null,
  user: StaffUser,
): ImpersonationBlock {
  if (viewer?.id === user.id) return "self";
  if (isStaff(user.roles, "admin") && !viewer?.roles.includes("ROLE_SUPER_ADMIN")) return "admin";
  return null;
}

/**
 * /admincp/users: look a user up by name, username, e-mail or id (the newest first without a
 * search) and act as them (000 §4); leaving comes back here, to /admincp.
 */
export function UsersPage() {
  const translator = useTranslator();
  const { t } = translator;
  const { user: viewer } = useSession();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const search = params.get("q") ?? "";
  const list = useQuery({ ...usersPageQuery(params), placeholderData: keepPreviousData });
  const impersonation = useImpersonation();
  const [failed, setFailed] = useState<string | null>(null);

  return (
    <div className="cw:flex cw:flex-col cw:gap-6">
      <header className="cw:flex cw:flex-col cw:gap-1">
        <h1 className="cw:text-2xl cw:font-semibold">{t("web.admin.users.heading")}</h1>
        <p className="cw:text-fg-muted">{t("web.admin.users.intro")}</p>
      </header>
      <SearchForm
        label={t("web.admin.users.search")}
        value={search}
        onSearch={(q) => setParams(withParams(params, { q }))}
      />
      {failed ? <Alert variant="danger" title={failed} isLive /> : null}
      {list.data && search ? (
        <p role="status" className="cw:text-sm cw:text-fg-muted">
          {t("web.admin.users.found", { count: list.data.total })}
        </p>
      ) : null}
      <ListBody
        query={list}
        items={list.data?.users}
        keyOf={(user) => user.id}
        empty={{
          icon: <Users aria-hidden size={32} />,
          title: t("web.admin.users.none_found"),
          description: t("web.admin.users.none_found_description"),
        }}
      >
        {(user) => (
          <StaffUserCard
            user={user}
            blocked={impersonationBlock(viewer, user)}
            isImpersonating={impersonation.isPending && impersonation.pendingUser === user.id}
            onImpersonate={() => {
              setFailed(null);
              return impersonation.start(user.id).catch((error: unknown) => {
                setFailed(staffErrorText(error, translator));
                throw error;
              });
            }}
          />
        )}
      </ListBody>
      <ListPages
        page={page}
        total={list.data?.total ?? 0}
        onChange={(next) => setParams(withParams(params, { page: next }))}
      />
    </div>
  );
}
