import type { User } from "@causeway/api-client";
import type { SettingsPage } from "@causeway/forms";
import { useTranslator } from "@causeway/i18n/react";
import { Link } from "@causeway/ui";
import { ArrowLeft } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Navigate, useOutletContext } from "react-router";
import { useSession } from "../../app/session/SessionProvider";
import { GENERAL_SETTINGS, settingsPageLabel } from "./settings-links";

/** The logged-in member, as the settings layout hands it to its pages. */
export function useSettingsUser(): User {
  return useOutletContext<User>();
}

export interface SettingsSectionProps {
  page: SettingsPage;
  children: ReactNode;
}

/**
 * One settings page inside the layout: its heading and, below /settings/general, the way back to
 * the list of every setting (the forms say "saved" in a toast and stay, so the member goes back).
 */
export function SettingsSection({ page, children }: SettingsSectionProps) {
  const { t } = useTranslator();
  const heading = useId();
  return (
    <section aria-labelledby={heading} data-page={page} className="cw:flex cw:flex-col cw:gap-4">
      {page === "general" ? null : (
        <Link href={GENERAL_SETTINGS} variant="standalone" className="cw:self-start cw:text-sm">
          <ArrowLeft aria-hidden size={16} />
          {t("web.settings.back")}
        </Link>
      )}
      <h2 id={heading} className="cw:font-semibold cw:text-xl">
        {t(settingsPageLabel(page))}
      </h2>
      {children}
    </section>
  );
}

export interface SettingsPageContext {
  user: User;
  /** Keeps the token an e-mail or username change answers (the session's signIn). */
  signIn: (token: string) => void;
}

export interface SettingsFormPageProps {
  page: SettingsPage;
  /** The page's form for the member. */
  form: (context: SettingsPageContext) => ReactNode;
  /** Size and sector: any member but a business is sent to /settings/general. */
  businessOnly?: boolean;
}

/** What a settings route module renders: the page's form for the member, in its section. */
export function SettingsFormPage({ page, form, businessOnly = false }: SettingsFormPageProps) {
  const user = useSettingsUser();
  const { signIn } = useSession();
  if (businessOnly && user.type !== "business") return <Navigate replace to={GENERAL_SETTINGS} />;
  return <SettingsSection page={page}>{form({ user, signIn })}</SettingsSection>;
}
