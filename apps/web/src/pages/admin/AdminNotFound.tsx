import { useTranslator } from "@causeway/i18n/react";
import { Link } from "react-router";
import { StaffSectionError } from "./AdminLayout/StaffRefusal";
import { CONSOLE_PATH } from "./staff-access";

/** An unknown path under /admincp: said inside the console's frame, with the way to its start. */
export function AdminNotFound() {
  const { t } = useTranslator();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <p aria-hidden="true" className="text-6xl font-bold text-fg-muted">
        404
      </p>
      <h1 className="text-2xl font-semibold">{t("web.not_found.title")}</h1>
      <Link
        className="rounded-md bg-primary px-4 py-2 font-medium text-primary-fg outline-none focus-visible:ring-2 focus-visible:ring-focus"
        to={CONSOLE_PATH}
      >
        {t("web.admin.refused.to_console")}
      </Link>
    </section>
  );
}

export const Component = AdminNotFound;
export const ErrorBoundary = StaffSectionError;
