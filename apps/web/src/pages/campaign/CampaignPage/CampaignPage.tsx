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
    <article className="cw:grid cw:gap-x-8 cw:gap-y-8 cw:pb-8 cw:lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="cw:flex cw:min-w-0 cw:flex-col cw:gap-5 cw:lg:col-start-1">
        <div className="cw:aspect-video cw:w-full cw:overflow-hidden cw:rounded-xl cw:bg-surface-sunken">
          <CampaignCover src={campaignCover(campaign)} priority />
        </div>
        <div className="cw:flex cw:flex-wrap cw:gap-2">
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
        <h1 className="cw:text-3xl cw:font-bold cw:tracking-tight">{campaign.name}</h1>
        <div className="cw:flex cw:flex-wrap cw:items-center cw:gap-3">
          <Avatar name={owner.name} src={owner.avatar?.square.path ?? null} alt="" />
          <p className="cw:text-sm">
            {t("web.campaign.page.organised_by")}{" "}
            <Link href={`/${encodeURIComponent(owner.username)}`} className="cw:font-medium">
              {owner.name}
            </Link>
            <span className="cw:block cw:text-fg-muted">
              {t("web.campaign.page.created", { date })}
            </span>
          </p>
          <MessageButton user={owner} />
        </div>
        {target ? (
          <p className="cw:rounded-lg cw:bg-surface-sunken cw:px-4 cw:py-3 cw:text-sm">
            {t("web.campaign.page.raising_for")}{" "}
            <Link href={`/campaign/${encodeURIComponent(target.url)}`} className="cw:font-medium">
              {target.name}
            </Link>
          </p>
        ) : null}
      </div>
      {/* On a phone right under the title; on a wide screen beside everything, kept in view. */}
      <aside
        aria-label={t("web.campaign.page.support")}
        className="cw:lg:sticky cw:lg:top-4 cw:lg:col-start-2 cw:lg:row-span-2 cw:lg:row-start-1 cw:lg:self-start"
      >
        <SupportBox
          campaign={campaign}
          isGuest={isGuest}
          canDonate={canDonate}
          donateRef={donateRef}
        />
      </aside>
      <div className="cw:flex cw:min-w-0 cw:flex-col cw:gap-10 cw:lg:col-start-1">
        <Section title={t("web.campaign.page.story")}>
          <StoryContent
            html={campaign.content}
            className="cw:flex cw:flex-col cw:gap-3 cw:leading-relaxed cw:[&_a]:text-primary cw:[&_a]:underline cw:[&_blockquote]:border-l-4 cw:[&_blockquote]:border-border cw:[&_blockquote]:pl-4 cw:[&_h2]:text-lg cw:[&_h2]:font-semibold cw:[&_h3]:font-semibold cw:[&_img]:max-w-full cw:[&_img]:rounded-md cw:[&_ol]:list-decimal cw:[&_ol]:pl-6 cw:[&_ul]:list-disc cw:[&_ul]:pl-6"
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
      className="cw:flex cw:flex-col cw:gap-4"
      {...(part ? partPlace(part) : {})}
    >
      <h2 id={id} className="cw:text-xl cw:font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function CampaignPageSkeleton() {
  const { t } = useTranslator();
  return (
    <div aria-busy="true" className="cw:grid cw:gap-8 cw:lg:grid-cols-[minmax(0,1fr)_22rem]">
      <VisuallyHidden>{t("web.campaign.loading")}</VisuallyHidden>
      <div className="cw:flex cw:flex-col cw:gap-5">
        <Skeleton shape="media" radius="xl" />
        <Skeleton height={32} width="70%" />
        <Skeleton lines={5} />
      </div>
      <Skeleton shape="rect" height="16rem" />
    </div>
  );
}
