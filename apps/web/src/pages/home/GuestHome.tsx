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
  "inline-flex h-11 items-center justify-center rounded-md px-5 font-medium no-underline outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[focus-visible]:ring-offset-2";

/** The guest home (000 §1): pitch, statistics, features, trust club, categories, featured. */
export function GuestHome() {
  const { t } = useTranslator();
  return (
    <div className="flex flex-col gap-14 pb-8">
      <Pitch />
      <Statistics />
      <HomeSection title={t("web.home.features.title")}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
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
      <div {...partPlace("home-categories")} className="empty:hidden">
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
    <section className="@container rounded-2xl bg-primary-soft px-6 py-10 text-primary-soft-fg sm:px-10 sm:py-14 lg:py-8">
      <div className="grid items-center gap-8 @3xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div className="flex flex-col items-start gap-5">
          <Heading className="max-w-2xl text-3xl font-bold tracking-tight sm:text-4xl">
            {t("web.home.title")}
          </Heading>
          <p className="max-w-2xl text-lg">{t("web.home.lead")}</p>
          <div className="flex flex-wrap gap-3">
            <Link
              href="/campaign/create"
              variant="plain"
              className={`${cta} bg-primary text-primary-fg data-[hovered]:bg-primary-hover data-[hovered]:text-primary-fg`}
            >
              {t("web.home.start")}
            </Link>
            <Link
              href="/campaign"
              variant="plain"
              className={`${cta} border border-border-strong bg-surface text-fg data-[hovered]:bg-surface-muted data-[hovered]:text-primary-hover`}
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
          className="mx-auto h-auto w-full max-w-xs sm:max-w-sm @3xl:max-w-none"
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
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {stats.map((stat) => (
          <div
            key={stat.key}
            className="flex flex-col-reverse gap-1 rounded-lg border border-border bg-surface-raised p-5"
          >
            <dt className="text-sm text-fg-muted">{t(`web.home.stats.${stat.key}`)}</dt>
            <dd className="text-3xl font-bold text-primary">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </HomeSection>
  );
}

function Feature({ name, number }: { name: string; number: number }) {
  const { t } = useTranslator();
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border bg-surface-raised p-5">
      <span
        aria-hidden="true"
        className="flex size-10 items-center justify-center rounded-full bg-primary-soft font-bold text-primary-soft-fg"
      >
        {number}
      </span>
      <h3 className="font-semibold">{t(`web.home.features.${name}.title`)}</h3>
      <p className="text-sm text-fg-muted">{t(`web.home.features.${name}.text`)}</p>
    </li>
  );
}
