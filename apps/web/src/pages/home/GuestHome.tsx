import { useTranslator } from "@causeway/i18n/react";
import { Link } from "@causeway/ui";
import { Suspense } from "react";
import { deferredPart, partPlace, partsReady } from "../../app/deferred-part";
import { HomeSection } from "./HomeSection";
// A file of its own (3 kB compressed, cached for a year), never inlined into the page's script.
import heroPicture from "./hero.svg?no-inline";

// Below the first screen, each section is its own chunk, loaded as it nears the screen and
// hydrated by itself (deferredPart).
const TrustClub = deferredPart("home-trust", () =>
  import("./TrustClub").then((module) => module.TrustClub),
);
const CategoryLinks = deferredPart("home-categories", () =>
  import("./sections").then((module) => module.CategoryLinks),
);
const FeaturedCampaigns = deferredPart("home-featured", () =>
  import("./sections").then((module) => module.FeaturedCampaigns),
);

await partsReady(TrustClub, CategoryLinks, FeaturedCampaigns);

const cta =
  "cw:inline-flex cw:h-11 cw:items-center cw:justify-center cw:rounded-md cw:px-5 cw:font-medium cw:no-underline cw:outline-none cw:data-[focus-visible]:ring-2 cw:data-[focus-visible]:ring-focus cw:data-[focus-visible]:ring-offset-2";

/** The guest home (000 §1): pitch, statistics, features, trust club, categories, featured. */
export function GuestHome() {
  const { t } = useTranslator();
  return (
    <div className="cw:flex cw:flex-col cw:gap-14 cw:pb-8">
      <Pitch />
      <Statistics />
      <HomeSection title={t("web.home.features.title")}>
        <ul className="cw:grid cw:gap-4 cw:sm:grid-cols-2 cw:lg:grid-cols-4">
          {["fee", "global", "updates", "withdraw"].map((name, index) => (
            <Feature key={name} name={name} number={index + 1} />
          ))}
        </ul>
      </HomeSection>
      <div {...partPlace("home-trust")}>
        <Suspense fallback={null}>
          <TrustClub />
        </Suspense>
      </div>
      {/* With no categories to show the section draws nothing: its empty place takes no gap. */}
      <div {...partPlace("home-categories")} className="cw:empty:hidden">
        <Suspense fallback={null}>
          <CategoryLinks />
        </Suspense>
      </div>
      <div {...partPlace("home-featured")}>
        <Suspense fallback={null}>
          <FeaturedCampaigns />
        </Suspense>
      </div>
    </div>
  );
}

/**
 * The pitch: what Causeway is for and the two ways in, beside a picture of a campaign's card
 * filling with donations from around the world (below the buttons where the pitch is narrower
 * than 48rem: a phone, the member's feed). The picture says
 * nothing the words do not (`alt=""`); it is drawn by apps/api/src/seed/drawing/scenes/hero.ts.
 */
export function Pitch({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const { t } = useTranslator();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="cw:@container cw:rounded-2xl cw:bg-primary-soft cw:px-6 cw:py-10 cw:text-primary-soft-fg cw:sm:px-10 cw:sm:py-14 cw:lg:py-8">
      <div className="cw:grid cw:items-center cw:gap-8 cw:@3xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div className="cw:flex cw:flex-col cw:items-start cw:gap-5">
          <Heading className="cw:max-w-2xl cw:text-3xl cw:font-bold cw:tracking-tight cw:sm:text-4xl">
            {t("web.home.title")}
          </Heading>
          <p className="cw:max-w-2xl cw:text-lg">{t("web.home.lead")}</p>
          <div className="cw:flex cw:flex-wrap cw:gap-3">
            <Link
              href="/campaign/create"
              variant="plain"
              className={`${cta} cw:bg-primary cw:text-primary-fg cw:data-[hovered]:bg-primary-hover cw:data-[hovered]:text-primary-fg`}
            >
              {t("web.home.start")}
            </Link>
            <Link
              href="/campaign"
              variant="plain"
              className={`${cta} cw:border cw:border-border-strong cw:bg-surface cw:text-fg cw:data-[hovered]:bg-surface-muted cw:data-[hovered]:text-primary-hover`}
            >
              {t("web.home.browse")}
            </Link>
          </div>
        </div>
        <img
          data-slot="hero-picture"
          src={heroPicture}
          alt=""
          width={600}
          height={480}
          className="cw:mx-auto cw:h-auto cw:w-full cw:max-w-xs cw:sm:max-w-sm cw:@3xl:max-w-none"
        />
      </div>
    </section>
  );
}

/** 0% fee on donations, 135+ currencies, 195+ countries, 14 languages, written for the locale. */
function Statistics() {
  const { t, locale } = useTranslator();
  const percent = new Intl.NumberFormat(locale, { style: "percent" }).format(0);
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);
  const stats = [
    { key: "fee", value: percent },
    { key: "currencies", value: `${count(135)}+` },
    { key: "countries", value: `${count(195)}+` },
    { key: "languages", value: count(14) },
  ];
  return (
    <HomeSection title={t("web.home.stats.title")}>
      <dl className="cw:grid cw:grid-cols-2 cw:gap-4 cw:lg:grid-cols-4">
        {stats.map((stat) => (
          <div
            key={stat.key}
            className="cw:flex cw:flex-col-reverse cw:gap-1 cw:rounded-lg cw:border cw:border-border cw:bg-surface-raised cw:p-5"
          >
            <dt className="cw:text-sm cw:text-fg-muted">{t(`web.home.stats.${stat.key}`)}</dt>
            <dd className="cw:text-3xl cw:font-bold cw:text-primary">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </HomeSection>
  );
}

function Feature({ name, number }: { name: string; number: number }) {
  const { t } = useTranslator();
  return (
    <li className="cw:flex cw:flex-col cw:gap-2 cw:rounded-lg cw:border cw:border-border cw:bg-surface-raised cw:p-5">
      <span
        aria-hidden="true"
        className="cw:flex cw:size-10 cw:items-center cw:justify-center cw:rounded-full cw:bg-primary-soft cw:font-bold cw:text-primary-soft-fg"
      >
        {number}
      </span>
      <h3 className="cw:font-semibold">{t(`web.home.features.${name}.title`)}</h3>
      <p className="cw:text-sm cw:text-fg-muted">{t(`web.home.features.${name}.text`)}</p>
    </li>
  );
}
