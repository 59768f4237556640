import { useTranslator } from "@causeway/i18n/react";

/** The first stop of the keyboard: straight to the page's content. */
export function SkipLink() {
  const { t } = useTranslator();
  return (
    <a
      href="#content"
      className="cw:sr-only cw:rounded-md cw:bg-surface cw:px-3 cw:py-2 cw:text-fg cw:shadow-md cw:focus:not-sr-only cw:focus:fixed cw:focus:top-2 cw:focus:left-2 cw:focus:z-50"
    >
      {t("web.skip_to_content")}
    </a>
  );
}
