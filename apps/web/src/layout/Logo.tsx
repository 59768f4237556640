import { useTranslator } from "@causeway/i18n/react";
import { Link } from "react-router";

/** The wordmark, a link home. */
export function Logo() {
  const { t } = useTranslator();
  return (
    <Link
      to="/"
      aria-label={t("web.home_link")}
      className="rounded-sm text-xl font-bold tracking-tight text-primary outline-none focus-visible:ring-2 focus-visible:ring-focus"
    >
      Causeway
    </Link>
  );
}
