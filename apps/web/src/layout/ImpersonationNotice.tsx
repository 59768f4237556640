import { useTranslator } from "@causeway/i18n/react";
import { useSession } from "../app/session/SessionProvider";
import { useExitImpersonation } from "./useImpersonation";

/** The bar of ImpersonationBar: who the admin acts as, and the way back. */
export function ImpersonationNotice({ impersonator }: { impersonator: string }) {
  const { t } = useTranslator();
  const { user } = useSession();
  const exit = useExitImpersonation();
  return (
    <div className="cw:bg-warning-soft cw:text-fg">
      <div className="cw:mx-auto cw:flex cw:max-w-6xl cw:flex-wrap cw:items-center cw:justify-between cw:gap-2 cw:px-4 cw:py-2 cw:text-sm">
        <p>
          {user
            ? t("web.header.impersonating", { name: user.name })
            : t("web.header.impersonating_someone")}
        </p>
        <button
          type="button"
          onClick={() => exit(impersonator)}
          className="cw:cursor-pointer cw:rounded-md cw:border cw:border-border-strong cw:bg-surface cw:px-3 cw:py-1 cw:font-medium cw:outline-none cw:hover:bg-surface-sunken cw:focus-visible:ring-2 cw:focus-visible:ring-focus"
        >
          {t("web.header.exit_impersonation")}
        </button>
      </div>
    </div>
  );
}
