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
      className="sticky bottom-0 z-50 border-border border-t bg-surface-raised shadow-md"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p className="text-fg">
          <strong className="block">{t("web.error.chunk_title")}</strong>
          <span>{t("web.error.chunk_description")}</span>
        </p>
        <button
          type="button"
          className="shrink-0 cursor-pointer rounded-md bg-primary px-4 py-2 font-medium text-primary-fg outline-none hover:bg-primary-hover focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2"
        >
          {t("web.error.reload")}
        </button>
      </div>
    </div>
  );
}
