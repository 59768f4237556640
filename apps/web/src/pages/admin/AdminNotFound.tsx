import { useTranslator } from "@causeway/i18n/react";
import { Link } from "react-router";
import { StaffSectionError } from "./AdminLayout/StaffRefusal";
import { CONSOLE_PATH } from "./staff-access";

/** An unknown path under /admincp: said inside the console's frame, with the way to its start. */
export function AdminNotFound() {
  const { t } = useTranslator();
  return (
    <section className="cw:mx-auto cw:flex cw:max-w-xl cw:flex-col cw:items-center cw:gap-4 cw:py-16 cw:text-center">
      <p aria-hidden="true" className="cw:text-6xl cw:font-bold cw:text-fg-muted">
        404
      </p>
      <h1 className="cw:text-2xl cw:font-semibold">{t("web.not_found.title")}</h1>
      <Link
        className="cw:rounded-md cw:bg-primary cw:px-4 cw:py-2 cw:font-medium cw:text-primary-fg cw:outline-none cw:focus-visible:ring-2 cw:focus-visible:ring-focus"
        to={CONSOLE_PATH}
      >
        {t("web.admin.refused.to_console")}
      </Link>
    </section>
  );
}

export const Component = AdminNotFound;
export const ErrorBoundary = StaffSectionError;
