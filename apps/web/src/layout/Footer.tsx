import { LOCALE_NAMES, LOCALES, type Locale } from "@causeway/i18n";
import { useTranslator } from "@causeway/i18n/react";
import { ExternalLink } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { useLocaleControl } from "../app/locale/LocaleProvider";
import { useSession } from "../app/session/SessionProvider";
import { HELP_CENTRE_URL, SOCIAL_PAGE_URL } from "./site-links";
import { ThemeSelect } from "./ThemeSelect";

const footerLink =
  "rounded-sm text-fg-muted text-sm outline-none hover:text-fg hover:underline focus-visible:ring-2 focus-visible:ring-focus";

/**
 * A column of the footer's links under its heading. Not a landmark of its own (the footer's nav is
 * one): a column called "Giving" in English is "Spenden" in German, as is the campaign page's
 * donations section, and two regions of one name fail axe's landmark-unique.
 */
function Column({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <div className="flex flex-col gap-3">
      <h2 id={headingId} className="font-semibold text-fg text-sm">
        {title}
      </h2>
      <ul aria-labelledby={headingId} className="flex flex-col gap-2">
        {children}
      </ul>
    </div>
  );
}

function Internal({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className={footerLink}>
        {children}
      </Link>
    </li>
  );
}

function External({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslator();
  return (
    <li>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={`${footerLink} inline-flex items-center gap-1`}
      >
        {children}
        <ExternalLink aria-hidden size={12} />{" "}
        <span className="sr-only">{t("ui.link.external")}</span>
      </a>
    </li>
  );
}

/** The interface language (000 §1: 14 languages); the choice is kept on this device. */
function LanguageSelect() {
  const { t, locale: shown } = useTranslator();
  const { locale, setLocale } = useLocaleControl(shown as Locale);
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-fg-muted text-sm">
        {t("web.footer.language")}
      </label>
      {/* The system's font: a select lays out every option to size itself, and 14 languages'
          names in Inter would fetch its Cyrillic, Greek and Latin-extended files on every page. */}
      <select
        id={id}
        value={locale}
        onChange={(event) => setLocale(event.target.value as Locale)}
        className="h-9 cursor-pointer font-[system-ui,sans-serif] rounded-md border border-border-strong bg-surface px-2 text-fg text-sm outline-none focus:border-primary focus:ring-2 focus:ring-focus/40"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The site footer (000 §2): the site's pages, the help centre, the social page and the language. */
export function Footer() {
  const { t } = useTranslator();
  const { token } = useSession();
  return (
    <footer className="@container border-t border-border bg-surface-muted">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10">
        <nav
          aria-label={t("web.footer.nav")}
          className="grid grid-cols-1 gap-8 @sm:grid-cols-2 @2xl:grid-cols-3 @5xl:grid-cols-5"
        >
          <Column title={t("web.footer.start")}>
            <Internal to="/how-to-start">{t("web.footer.how_to_start")}</Internal>
            <Internal to="/rocket-fundraising">{t("web.footer.rocket_fundraising")}</Internal>
            <Internal to="/campaign-tips">{t("web.footer.campaign_tips")}</Internal>
            <Internal to="/medical-landing">{t("web.footer.medical")}</Internal>
            <Internal to="/covid-landing">{t("web.footer.covid")}</Internal>
            <Internal to="/campaign">{t("web.footer.campaigns")}</Internal>
          </Column>
          <Column title={t("web.footer.giving")}>
            <Internal to="/corporate-giving">{t("web.footer.corporate_giving")}</Internal>
            <Internal to="/nonprofit-giving">{t("web.footer.nonprofit_giving")}</Internal>
            <Internal to="/fundraisers">{t("web.footer.fundraisers")}</Internal>
            <Internal to="/donor-protection">{t("web.footer.donor_protection")}</Internal>
            <Internal to="/payment-warranty">{t("web.footer.payment_warranty")}</Internal>
            <Internal to="/certificate">{t("web.footer.certificate")}</Internal>
          </Column>
          <Column title={t("web.footer.about_column")}>
            <Internal to="/about">{t("web.footer.about")}</Internal>
            <Internal to="/success-stories">{t("web.footer.success_stories")}</Internal>
            <Internal to="/statement">{t("web.footer.statement")}</Internal>
            <Internal to="/products">{t("web.footer.products")}</Internal>
          </Column>
          <Column title={t("web.footer.support")}>
            <Internal to="/contact">{t("web.footer.contact")}</Internal>
            <External href={HELP_CENTRE_URL}>{t("web.footer.help")}</External>
            <Internal to="/terms">{t("web.footer.terms")}</Internal>
            <Internal to="/privacy">{t("web.footer.privacy")}</Internal>
            <Internal to="/cookies">{t("web.footer.cookies")}</Internal>
          </Column>
          <Column title={t("web.footer.community")}>
            {token ? null : (
              <>
                <Internal to="/login">{t("web.nav.login")}</Internal>
                <Internal to="/sign-up">{t("web.nav.signup")}</Internal>
              </>
            )}
            <Internal to="/suggest-registration">{t("web.footer.invite")}</Internal>
            <External href={SOCIAL_PAGE_URL}>{t("web.footer.social")}</External>
          </Column>
        </nav>
        <div className="flex flex-col-reverse gap-4 border-t border-border pt-6 @2xl:flex-row @2xl:items-center @2xl:justify-between">
          <p className="text-fg-muted text-sm">{t("web.footer.copyright")}</p>
          <div className="flex flex-wrap items-center gap-4">
            <ThemeSelect />
            <LanguageSelect />
          </div>
        </div>
      </div>
    </footer>
  );
}
