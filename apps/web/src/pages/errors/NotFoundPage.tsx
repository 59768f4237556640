import { useTranslator } from "@causeway/i18n/react";
import { Link } from "react-router";

/** The external help centre of the footer and the 404 page. */
export const HELP_CENTRE_URL = "https://help.causeway.example/";

const action =
  "rounded-md px-4 py-2 font-medium outline-none focus-visible:ring-2 focus-visible:ring-focus";

/** Unknown paths (000 §2): a home link and a help-centre link. */
export function NotFoundPage() {
  const { t } = useTranslator();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <p aria-hidden="true" className="text-6xl font-bold text-fg-muted">
        404
      </p>
      <h1 className="text-2xl font-semibold">{t("web.not_found.title")}</h1>
      <p className="text-fg-muted">{t("web.not_found.description")}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link className={`${action} bg-primary text-primary-fg`} to="/">
          {t("web.not_found.home")}
        </Link>
        <a className={`${action} text-primary underline`} href={HELP_CENTRE_URL}>
          {t("web.not_found.help")}
        </a>
      </div>
    </section>
  );
}
