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
  "cw:rounded-sm cw:text-fg-muted cw:text-sm cw:outline-none cw:hover:text-fg cw:hover:underline cw:focus-visible:ring-2 cw:focus-visible:ring-focus";

/**
 * A column of the footer's links under its heading. Not a landmark of its own (the footer's nav is
 * one): a column called "Giving" in English is "Spenden" in German, as is the campaign page's
 * donations section, and two regions of one name fail axe's landmark-unique.
 */
function Column({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <div className="cw:flex cw:flex-col cw:gap-3">
      <h2 id={headingId} className="cw:font-semibold cw:text-fg cw:text-sm">
        {title}
      </h2>
      <ul aria-labelledby={headingId} className="cw:flex cw:flex-col cw:gap-2">
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
        className={`${footerLink} cw:inline-flex cw:items-center cw:gap-1`}
      >
        {children}
        <ExternalLink aria-hidden size={12} />{" "}
        <span className="cw:sr-only">{t("ui.link.external")}</span>
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
    <div className="cw:flex cw:items-center cw:gap-2">
      <label htmlFor={id} className="cw:text-fg-muted cw:text-sm">
        {t("web.footer.language")}
      </label>
      {/* The system's font: a select lays out every option to size itself, and 14 languages'
          names in Inter would fetch its Cyrillic, Greek and Latin-extended files on every page. */}
      <select
        id={id}
        value={locale}
        onChange={(event) => setLocale(event.target.value as Locale)}
        className="cw:h-9 cw:cursor-pointer cw:font-[system-ui,sans-serif] cw:rounded-md cw:border cw:border-border-strong cw:bg-surface cw:px-2 cw:text-fg cw:text-sm cw:outline-none cw:focus:border-primary cw:focus:ring-2 cw:focus:ring-focus/40"
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
    <footer className="cw:@container cw:border-t cw:border-border cw:bg-surface-muted">
      <div className="cw:mx-auto cw:flex cw:max-w-6xl cw:flex-col cw:gap-8 cw:px-4 cw:py-10">
        <nav
          aria-label={t("web.footer.nav")}
          className="cw:grid cw:grid-cols-1 cw:gap-8 cw:@sm:grid-cols-2 cw:@2xl:grid-cols-3 cw:@5xl:grid-cols-5"
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
        <div className="cw:flex cw:flex-col-reverse cw:gap-4 cw:border-t cw:border-border cw:pt-6 cw:@2xl:flex-row cw:@2xl:items-center cw:@2xl:justify-between">
          <p className="cw:text-fg-muted cw:text-sm">{t("web.footer.copyright")}</p>
          <div className="cw:flex cw:flex-wrap cw:items-center cw:gap-4">
            <ThemeSelect />
            <LanguageSelect />
          </div>
        </div>
      </div>
    </footer>
  );
}
