import { useTranslator } from "@causeway/i18n/react";
import { Link } from "react-router";

/** The wordmark, a link home. */
export function Logo() {
  const { t } = useTranslator();
  return (
    <Link
      to="/"
      aria-label={t("web.home_link")}
      className="cw:rounded-sm cw:text-xl cw:font-bold cw:tracking-tight cw:text-primary cw:outline-none cw:focus-visible:ring-2 cw:focus-visible:ring-focus"
    >
      Causeway
    </Link>
  );
}
