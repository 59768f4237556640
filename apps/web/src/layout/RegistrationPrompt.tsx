import { useTranslator } from "@causeway/i18n/react";
import { buttonVariants, Dialog, DialogContent, Link } from "@causeway/ui";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import { useLocation, useNavigate } from "react-router";
import { loginHref } from "../app/guards/RequireLogin";
import { safeRedirect } from "../pages/account/redirect";

/** What the guest tried: the prompt says what an account lets them do. */
export type PromptReason = "karma" | "bookmark" | "follow" | "comment";

/** Opens the registration prompt for a guest's attempt (000 §2 modals). */
export type PromptForRegistration = (reason?: PromptReason) => void;

const PromptContext = createContext<PromptForRegistration | null>(null);

/** The sign-up page that brings the user back to `path` once the account is made and complete. */
export function signupHref(path: string): string {
  const target = safeRedirect(path);
  return target === "/" ? "/sign-up" : `/sign-up?redirect=${encodeURIComponent(target)}`;
}

/**
 * The registration prompt of 000 §2 for the pages under it: a title, what an account allows, the
 * e-mail way in (sign-up), the terms and data policy, and a log-in link. Both ways carry the page
 * the guest was on (`redirect`), so sign-up (through its completion) or log-in brings them back.
 * There is no social log-in in the contract, so e-mail is the one way to continue.
 */
export function RegistrationPromptProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslator();
  const location = useLocation();
  const [reason, setReason] = useState<PromptReason | "default" | null>(null);
  // The page the guest was on, remembered when the prompt opens (the hash too: a post's comments).
  const [from, setFrom] = useState("/");
  const open = useCallback<PromptForRegistration>(
    (why) => {
      setFrom(`${location.pathname}${location.search}${location.hash}`);
      setReason(why ?? "default");
    },
    [location],
  );
  const close = () => setReason(null);
  // Following one of its links (sign up, log in, the terms) closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the place is what closes it
  useEffect(() => setReason(null), [location.pathname]);
  return (
    <PromptContext.Provider value={open}>
      {children}
      <Dialog open={reason !== null} onOpenChange={(next) => !next && close()}>
        <DialogContent
          size="sm"
          title={t("web.join.title")}
          description={t(`web.join.${reason ?? "default"}`)}
        >
          <div data-slot="registration-prompt" className="flex flex-col gap-4">
            <Link
              href={signupHref(from)}
              variant="plain"
              className={`${buttonVariants({ size: "lg", fullWidth: true })} no-underline`}
            >
              {t("web.join.email")}
            </Link>
            <p className="text-fg-muted text-xs">
              {t("web.auth.signup.accept")} <Link href="/terms">{t("web.auth.signup.terms")}</Link>
              {" · "}
              <Link href="/privacy">{t("web.auth.signup.privacy")}</Link>
            </p>
            <p className="text-sm">
              {t("web.auth.signup.have_account")}{" "}
              <Link href={loginHref(safeRedirect(from))}>{t("web.nav.login")}</Link>
            </p>
          </div>
        </DialogContent>
      </Dialog>
    </PromptContext.Provider>
  );
}

/**
 * `prompt(reason)` opens the registration prompt (000 §2) for a guest who tried something only a
 * member may do (karma, bookmark, follow, comment). Outside the provider (a bare page) the guest is
 * sent to sign up with the way back, as the prompt's own button would.
 */
export function useRegistrationPrompt(): PromptForRegistration {
  const prompt = useContext(PromptContext);
  const navigate = useNavigate();
  const location = useLocation();
  return useMemo(
    () =>
      prompt ??
      (() => void navigate(signupHref(`${location.pathname}${location.search}${location.hash}`))),
    [prompt, navigate, location],
  );
}
