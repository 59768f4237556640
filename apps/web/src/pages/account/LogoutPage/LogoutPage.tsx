import { accountMutations } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useSession } from "../../../app/session/SessionProvider";
import { AccountPageLoading } from "../AccountPage";

/**
 * /logout (000 §2): revokes the token on the server (POST /api/v2/logout; a failure changes
 * nothing for the user: the token is forgotten here either way), signs out and goes home.
 */
export function LogoutPage() {
  const { t } = useTranslator();
  const { token, signOut } = useSession();
  const logout = useMutation(accountMutations.logout());
  const navigate = useNavigate();
  const started = useRef(false);
  const { mutateAsync } = logout;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const leave = () => {
      signOut();
      void navigate("/", { replace: true });
    };
    if (!token) {
      leave();
      return;
    }
    mutateAsync()
      .catch(() => undefined)
      .finally(leave);
  }, [token, signOut, navigate, mutateAsync]);

  return (
    <AccountPageLoading title={t("web.auth.logout.title")} label={t("web.auth.logout.busy")} />
  );
}
