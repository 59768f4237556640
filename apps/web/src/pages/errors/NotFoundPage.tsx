import { useTranslator } from "@causeway/i18n/react";
import { Link } from "react-router";

/** The external help centre of the footer and the 404 page. */
export const HELP_CENTRE_URL = "https://help.causeway.example/";

const action =
  "cw:rounded-md cw:px-4 cw:py-2 cw:font-medium cw:outline-none cw:focus-visible:ring-2 cw:focus-visible:ring-focus";

/** Unknown paths (000 §2): a home link and a help-centre link. */
export function NotFoundPage() {
  const { t } = useTranslator();
  return (
    <section className="cw:mx-auto cw:flex cw:max-w-xl cw:flex-col cw:items-center cw:gap-4 cw:py-16 cw:text-center">
      <p aria-hidden="true" className="cw:text-6xl cw:font-bold cw:text-fg-muted">
        404
      </p>
      <h1 className="cw:text-2xl cw:font-semibold">{t("web.not_found.title")}</h1>
      <p className="cw:text-fg-muted">{t("web.not_found.description")}</p>
      <div className="cw:flex cw:flex-wrap cw:justify-center cw:gap-3">
        <Link className={`${action} cw:bg-primary cw:text-primary-fg`} to="/">
          {t("web.not_found.home")}
        </Link>
        <a className={`${action} cw:text-primary cw:underline`} href={HELP_CENTRE_URL}>
          {t("web.not_found.help")}
        </a>
      </div>
    </section>
  );
}
