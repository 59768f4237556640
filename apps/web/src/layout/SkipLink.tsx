import { useTranslator } from "@causeway/i18n/react";

/** The first stop of the keyboard: straight to the page's content. */
export function SkipLink() {
  const { t } = useTranslator();
  return (
    <a
      href="#content"
      className="sr-only rounded-md bg-surface px-3 py-2 text-fg shadow-md focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
    >
      {t("web.skip_to_content")}
    </a>
  );
}
