import { useTranslator } from "@causeway/i18n/react";
import { ShieldAlert } from "lucide-react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { useSession } from "../../../app/session/SessionProvider";
import { RouteErrorPage } from "../../errors/RouteErrorPage";
import { REFUSED_STATUS } from "../staff-loader";
import { ConsoleFrame } from "./AdminLayout";

const action =
  "cw:rounded-md cw:px-4 cw:py-2 cw:font-medium cw:outline-none cw:focus-visible:ring-2 cw:focus-visible:ring-focus";

/**
 * What a signed-in member without a staff role gets at /admincp (the server answers 403 with it):
 * a clear refusal naming who they are signed in as, and the way back to the site. An admin acting
 * as a member (impersonating) also gets the bar that takes them back to their own account.
 */
export function StaffRefusal({ section = false }: { section?: boolean }) {
  const { t } = useTranslator();
  const { user } = useSession();
  return (
    <section className="cw:mx-auto cw:flex cw:max-w-xl cw:flex-col cw:items-center cw:gap-4 cw:py-16 cw:text-center">
      <ShieldAlert aria-hidden size={48} className="cw:text-fg-muted" />
      <h1 className="cw:text-2xl cw:font-semibold">
        {t(section ? "web.admin.refused.section_title" : "web.admin.refused.title")}
      </h1>
      <p className="cw:text-fg-muted">
        {user
          ? t(section ? "web.admin.refused.section_description" : "web.admin.refused.description", {
              name: user.name,
            })
          : t("web.admin.refused.description_anonymous")}
      </p>
      {section ? (
        <Link className={`${action} cw:bg-primary cw:text-primary-fg`} to="/admincp">
          {t("web.admin.refused.to_console")}
        </Link>
      ) : (
        <Link className={`${action} cw:bg-primary cw:text-primary-fg`} to="/" reloadDocument>
          {t("web.admin.back_to_site")}
        </Link>
      )}
    </section>
  );
}

/** The console's own error page: a refusal (403) in the console's frame, else the site's. */
export function StaffConsoleError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === REFUSED_STATUS) {
    return (
      <ConsoleFrame>
        <StaffRefusal />
      </ConsoleFrame>
    );
  }
  return <RouteErrorPage />;
}

/** A section's error inside the console: a section the user's role is not for, or the site's. */
export function StaffSectionError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === REFUSED_STATUS) {
    return <StaffRefusal section />;
  }
  return <RouteErrorPage />;
}
