import { useTranslator } from "@causeway/i18n/react";

/** / : the guest home (pitch, statistics, featured campaigns) or a member's feed (000 §2). */
export function HomePage() {
  const { t } = useTranslator();
  return (
    <section className="py-8">
      <h1 className="text-3xl font-bold">{t("web.nav.campaigns")}</h1>
    </section>
  );
}
