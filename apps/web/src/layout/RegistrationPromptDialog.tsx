import { useTranslator } from "@causeway/i18n/react";
import { buttonVariants, Dialog, DialogContent, Link } from "@causeway/ui";
import { loginHref } from "../app/guards/RequireLogin";
import { safeRedirect } from "../pages/account/redirect";
import { type PromptReason, signupHref } from "./registration-prompt-links";

/** The registration prompt's dialog (000 §2), loaded by RegistrationPromptProvider when opened. */
export default function RegistrationPromptDialog({
  reason,
  from,
  onClose,
}: {
  reason: PromptReason | "default" | null;
  from: string;
  onClose: () => void;
}) {
  const { t } = useTranslator();
  const close = onClose;
  return (
    <Dialog open={reason !== null} onOpenChange={(next) => !next && close()}>
      <DialogContent
        size="sm"
        title={t("web.join.title")}
        description={t(`web.join.${reason ?? "default"}`)}
      >
        <div data-slot="registration-prompt" className="cw:flex cw:flex-col cw:gap-4">
          <Link
            href={signupHref(from)}
            variant="plain"
            className={`${buttonVariants({ size: "lg", fullWidth: true })} cw:no-underline`}
          >
            {t("web.join.email")}
          </Link>
          <p className="cw:text-fg-muted cw:text-xs">
            {t("web.auth.signup.accept")} <Link href="/terms">{t("web.auth.signup.terms")}</Link>
            {" · "}
            <Link href="/privacy">{t("web.auth.signup.privacy")}</Link>
          </p>
          <p className="cw:text-sm">
            {t("web.auth.signup.have_account")}{" "}
            <Link href={loginHref(safeRedirect(from))}>{t("web.nav.login")}</Link>
          </p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
