import { useTranslator } from "@causeway/i18n/react";
import { useSession } from "../app/session/SessionProvider";
import { useExitImpersonation } from "./useImpersonation";

/** The bar of ImpersonationBar: who the admin acts as, and the way back. */
export function ImpersonationNotice({ impersonator }: { impersonator: string }) {
  const { t } = useTranslator();
  const { user } = useSession();
  const exit = useExitImpersonation();
  return (
    <div className="bg-warning-soft text-fg">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm">
        <p>
          {user
            ? t("web.header.impersonating", { name: user.name })
            : t("web.header.impersonating_someone")}
        </p>
        <button
          type="button"
          onClick={() => exit(impersonator)}
          className="cursor-pointer rounded-md border border-border-strong bg-surface px-3 py-1 font-medium outline-none hover:bg-surface-sunken focus-visible:ring-2 focus-visible:ring-focus"
        >
          {t("web.header.exit_impersonation")}
        </button>
      </div>
    </div>
  );
}
