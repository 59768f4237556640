import { useTranslator } from "@causeway/i18n/react";
import { Link } from "@causeway/ui";
import { HomeSection } from "./HomeSection";
import { CheckCircleIcon, ShieldIcon } from "./icons";

/** The trust club: how Causeway checks campaigns, and where a donor reads more. */
export function TrustClub() {
  const { t } = useTranslator();
  return (
    <HomeSection
      title={t("web.home.trust.title")}
      className="cw:flex cw:flex-col cw:gap-4 cw:rounded-2xl cw:border cw:border-border cw:bg-surface-raised cw:p-6 cw:sm:p-8"
    >
      <div className="cw:flex cw:flex-col cw:gap-4 cw:sm:flex-row cw:sm:items-start">
        <ShieldIcon className="cw:size-12 cw:shrink-0 cw:text-success" />
        <div className="cw:flex cw:flex-col cw:gap-3">
          <p>{t("web.home.trust.text")}</p>
          <ul className="cw:flex cw:flex-col cw:gap-2 cw:text-sm">
            {["checked", "documents", "reports"].map((point) => (
              <li key={point} className="cw:flex cw:items-start cw:gap-2">
                <CheckCircleIcon className="cw:mt-0.5 cw:size-4 cw:shrink-0 cw:text-success" />
                {t(`web.home.trust.${point}`)}
              </li>
            ))}
          </ul>
          <Link href="/donor-protection" variant="standalone" className="cw:self-start">
            {t("web.home.trust.link")}
          </Link>
        </div>
      </div>
    </HomeSection>
  );
}
