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
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface-raised p-6 sm:p-8"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <ShieldIcon className="size-12 shrink-0 text-success" />
        <div className="flex flex-col gap-3">
          <p>{t("web.home.trust.text")}</p>
          <ul className="flex flex-col gap-2 text-sm">
            {["checked", "documents", "reports"].map((point) => (
              <li key={point} className="flex items-start gap-2">
                <CheckCircleIcon className="mt-0.5 size-4 shrink-0 text-success" />
                {t(`web.home.trust.${point}`)}
              </li>
            ))}
          </ul>
          <Link href="/donor-protection" variant="standalone" className="self-start">
            {t("web.home.trust.link")}
          </Link>
        </div>
      </div>
    </HomeSection>
  );
}
