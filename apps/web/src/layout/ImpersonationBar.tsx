import { useTranslator } from "@causeway/i18n/react";
import { useState } from "react";
import { useSession } from "../app/session/SessionProvider";
import { useShellStorage } from "./shell-storage";
import { useExitImpersonation } from "./useImpersonation";

/**
 * While an admin acts as another user (the `impersonatorJWT` cookie holds the admin's token), a bar
 * says so and offers the way back: the admin's token again, the cookie gone, then /admincp (a full
 * page load, 000 §2).
 */
export function ImpersonationBar() {
  const { t } = useTranslator();
  const { token, user } = useSession();
  const storage = useShellStorage();
  const exit = useExitImpersonation();
  const [impersonator] = useState(() => storage.impersonatorToken());
  if (!impersonator || !token) return null;
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
