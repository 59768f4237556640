import type { Campaign } from "@causeway/api-client";
import { CampaignCover, campaignCover, campaignState } from "@causeway/forms";
import { useTranslator } from "@causeway/i18n/react";
import { Avatar, Badge, ErrorState, Link, Skeleton, VisuallyHidden } from "@causeway/ui";
import { type ReactNode, Suspense, useId, useRef } from "react";
import { Navigate } from "react-router";
import { deferredPart, partPlace, partsReady } from "../../../app/deferred-part";
import { useSession } from "../../../app/session/SessionProvider";
import { NotFoundPage } from "../../errors/NotFoundPage";
import { MessageButton } from "../../messages/MessageButton";
import { categoryName } from "../CategoryPage/category-name";
import { useCampaignPage } from "../useCampaignPage";
import { takesDonations } from "./campaign-sections";
import { ReportCampaign } from "./ReportCampaign";
import { SectionSkeleton } from "./SectionSkeleton";
import { StickyDonateBar } from "./StickyDonateBar";
import { StoryContent } from "./StoryContent";
import { SupportBox } from "./SupportBox";
import { VideoPreview } from "./VideoPreview";

// Below the story, each section's code is its own chunk (deferredPart), asked for as the section
// nears the screen, hydrated by React one section at a time; the server render waits for them, so
// they are in the HTML with their data.
const PhotoGallery = deferredPart("campaign-photos", () =>
  import("./CampaignMedia").then((module) => module.PhotoGallery),
);
const CampaignDocuments = deferredPart("campaign-documents", () =>
  import("./CampaignMedia").then((module) => module.CampaignDocuments),
);
const CampaignUpdates = deferredPart("campaign-updates", () =>
  import("./CampaignUpdates").then((module) => module.CampaignUpdates),
);
const CampaignDonations = deferredPart("campaign-donations", () =>
  import("./CampaignDonations").then((module) => module.CampaignDonations),
);
const CampaignsInFavour = deferredPart("campaign-in-favour", () =>
  import("./CampaignsInFavour").then((module) => module.CampaignsInFavour),
);

await partsReady(
  PhotoGallery,
  CampaignDocuments,
  CampaignUpdates,
  CampaignDonations,
  CampaignsInFavour,
);

/**
 * /campaign/:campaign (000 §2): the public campaign page. The owner goes to their dashboard, an
 * unknown or deleted campaign is the not-found page. Donating is offered only once verified.
 */
export function CampaignPage() {
  const { t } = useTranslator();
  const page = useCampaignPage();
  if (page.status === "loading") return <CampaignPageSkeleton />;
  if (page.status === "not-found") return <NotFoundPage />;
  if (page.status === "error")
    return (
      <ErrorState
        headingLevel={1}
        title={t("web.campaign.page.error")}
        description={t("web.campaign.error.description")}
        reloadLabel={t("web.campaign.retry")}
        onReload={page.retry}
      />
    );
  if (page.isOwner) return <Navigate replace to={`/campaign/${page.campaign.url}/dashboard`} />;
  return <CampaignView campaign={page.campaign} isGuest={page.isGuest} />;
}

/** The campaign's main picture (else its first), or null when it has none. */
const mainPicture = (campaign: Campaign) =>
  (campaign.images.find((image) => image.main) ?? campaign.images[0])?.compressed.path ?? null;

/** The campaign this one raises money for, when it is in favour of another (000 §3). */
function targetCampaign(campaign: Campaign) {
  const other = (campaign.beneficent_individual ?? campaign.beneficent_business)?.other;
  return other?.other_type === "campaign" ? (other.target_campaign ?? null) : null;
}

function CampaignView({ campaign, isGuest }: { campaign: Campaign; isGuest: boolean }) {
  const translator = useTranslator();
  const { t, locale } = translator;
  const { isAdmin } = useSession();
  const donateRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const state = campaignState(campaign);
  const canDonate = takesDonations(campaign);
  const owner = campaign.created_by;
  const target = targetCampaign(campaign);
  // UTC: the server's render and the browser's agree whatever their time zones.
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(campaign.date_added * 1000),
  );
  return (
    <article className="grid gap-x-8 gap-y-8 pb-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-5 lg:col-start-1">
        <div className="aspect-video w-full overflow-hidden rounded-xl bg-surface-sunken">
          <CampaignCover src={campaignCover(campaign)} priority />
        </div>
        <div className="flex flex-wrap gap-2">
          {campaign.verified ? (
            <Badge variant="success">{t("forms.campaign_card.verified")}</Badge>
          ) : (
            <Badge variant="warning">{t("web.campaign.page.unverified")}</Badge>
          )}
          {campaign.urgent && state === "ACTIVE" ? (
            <Badge variant="danger">{t("forms.campaign_card.urgent")}</Badge>
          ) : null}
          {campaign.trust_club ? (
            <Badge variant="brand">{t("forms.campaign_card.trust_club")}</Badge>
          ) : null}
          {state !== "ACTIVE" ? (
            <Badge>{t(`forms.campaign_card.state.${state.toLowerCase()}`)}</Badge>
          ) : null}
          {campaign.category ? (
            <Link href={`/campaign/categories/${encodeURIComponent(campaign.category.slug)}`}>
              {categoryName(campaign.category, translator)}
            </Link>
          ) : null}
        </div>
        <h1 className="text-3xl font-bold tracking-tight">{campaign.name}</h1>
        <div className="flex flex-wrap items-center gap-3">
          <Avatar name={owner.name} src={owner.avatar?.square.path ?? null} alt="" />
          <p className="text-sm">
            {t("web.campaign.page.organised_by")}{" "}
            <Link href={`/${encodeURIComponent(owner.username)}`} className="font-medium">
              {owner.name}
            </Link>
            <span className="block text-fg-muted">{t("web.campaign.page.created", { date })}</span>
          </p>
          <MessageButton user={owner} />
        </div>
        {target ? (
          <p className="rounded-lg bg-surface-sunken px-4 py-3 text-sm">
            {t("web.campaign.page.raising_for")}{" "}
            <Link href={`/campaign/${encodeURIComponent(target.url)}`} className="font-medium">
              {target.name}
            </Link>
          </p>
        ) : null}
      </div>
      {/* On a phone right under the title; on a wide screen beside everything, kept in view. */}
      <aside
        aria-label={t("web.campaign.page.support")}
        className="lg:sticky lg:top-4 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
      >
        <SupportBox
          campaign={campaign}
          isGuest={isGuest}
          canDonate={canDonate}
          donateRef={donateRef}
        />
      </aside>
      <div className="flex min-w-0 flex-col gap-10 lg:col-start-1">
        <Section title={t("web.campaign.page.story")}>
          <StoryContent
            html={campaign.content}
            className="flex flex-col gap-3 leading-relaxed [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_img]:max-w-full [&_img]:rounded-md [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
          />
        </Section>
        {campaign.images.length > 1 ? (
          <Section title={t("web.campaign.photos.title")} part="campaign-photos">
            <Suspense fallback={<SectionSkeleton kind="media" />}>
              <PhotoGallery campaign={campaign} />
            </Suspense>
          </Section>
        ) : null}
        {campaign.video ? (
          <Section title={t("web.campaign.video.title")}>
            <VideoPreview
              url={campaign.video}
              name={campaign.name}
              picture={mainPicture(campaign)}
            />
          </Section>
        ) : null}
        {campaign.verified || isAdmin ? (
          <Section title={t("web.campaign.documents.title")} part="campaign-documents">
            <Suspense fallback={<SectionSkeleton kind="media" />}>
              <CampaignDocuments campaign={campaign} isStaff={isAdmin} />
            </Suspense>
          </Section>
        ) : null}
        <Section title={t("web.campaign.updates.title")} part="campaign-updates">
          <Suspense fallback={<SectionSkeleton kind="list" />}>
            <CampaignUpdates campaign={campaign} />
          </Suspense>
        </Section>
        <Section title={t("web.campaign.donations.title")} part="campaign-donations">
          <Suspense fallback={<SectionSkeleton kind="list" />}>
            <CampaignDonations campaign={campaign} canDonate={canDonate} />
          </Suspense>
        </Section>
        <Section title={t("web.campaign.in_favour.title")} part="campaign-in-favour">
          <Suspense fallback={<SectionSkeleton kind="cards" />}>
            <CampaignsInFavour campaign={campaign} canDonate={canDonate} />
          </Suspense>
        </Section>
        <ReportCampaign campaign={campaign} isGuest={isGuest} />
        <div ref={endRef} />
      </div>
      {canDonate ? (
        <StickyDonateBar campaign={campaign} donateRef={donateRef} endRef={endRef} />
      ) : null}
    </article>
  );
}

/** A part of the page under its h2. */
function Section({
  title,
  part,
  children,
}: {
  title: string;
  /** The lower part drawn in it (deferredPart's name), if any. */
  part?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4"
      {...(part ? partPlace(part) : {})}
    >
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function CampaignPageSkeleton() {
  const { t } = useTranslator();
  return (
    <div aria-busy="true" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <VisuallyHidden>{t("web.campaign.loading")}</VisuallyHidden>
      <div className="flex flex-col gap-5">
        <Skeleton shape="media" radius="xl" />
        <Skeleton height={32} width="70%" />
        <Skeleton lines={5} />
      </div>
      <Skeleton shape="rect" height="16rem" />
    </div>
  );
}
