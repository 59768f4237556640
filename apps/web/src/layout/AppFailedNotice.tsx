import { useTranslator } from "@causeway/i18n/react";

/** Its id, which the boot script looks for (boot/app-failed.ts: they share no module). */
const APP_FAILED_ID = "cw-app-failed";

/**
 * What a page says, in its language, when the app's code could not be had (boot/app-failed.ts
 * shows it; the app running never does): the page stays readable, and a button reloads it. A
 * native button: the app that would handle a press is what failed to load.
 */
export function AppFailedNotice() {
  const { t } = useTranslator();
  return (
    <div
      id={APP_FAILED_ID}
      role="alert"
      hidden
      className="cw:sticky cw:bottom-0 cw:z-50 cw:border-border cw:border-t cw:bg-surface-raised cw:shadow-md"
    >
      <div className="cw:mx-auto cw:flex cw:max-w-6xl cw:flex-col cw:gap-3 cw:px-4 cw:py-3 cw:text-sm cw:sm:flex-row cw:sm:items-center cw:sm:justify-between">
        <p className="cw:text-fg">
          <strong className="cw:block">{t("web.error.chunk_title")}</strong>
          <span>{t("web.error.chunk_description")}</span>
        </p>
        <button
          type="button"
          className="cw:shrink-0 cw:cursor-pointer cw:rounded-md cw:bg-primary cw:px-4 cw:py-2 cw:font-medium cw:text-primary-fg cw:outline-none cw:hover:bg-primary-hover cw:focus-visible:ring-2 cw:focus-visible:ring-focus cw:focus-visible:ring-offset-2"
        >
          {t("web.error.reload")}
        </button>
      </div>
    </div>
  );
}
