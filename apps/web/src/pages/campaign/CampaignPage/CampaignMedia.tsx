import { type Campaign, campaignQueries } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { ErrorState, Gallery, type GalleryImage, Link, Skeleton } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import { FileText } from "lucide-react";
import { lazy, Suspense, useState } from "react";

// The full view loads the first time a picture is opened.
const PhotoViewer = lazy(() => import("./PhotoViewer"));

/**
 * Pictures in ui's Gallery (4 thumbnails, then +N; 001 §9), each opening the full view (`full`,
 * the same pictures at full size; the thumbnails where not given).
 */
function OpenGallery({
  images,
  full = images,
  label,
}: {
  images: readonly GalleryImage[];
  full?: readonly GalleryImage[];
  label: string;
}) {
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <>
      <Gallery images={images} onOpen={setViewing} aria-label={label} className="cw:max-w-lg" />
      {viewing === null ? null : (
        <Suspense fallback={null}>
          <PhotoViewer images={full} index={viewing} onIndexChange={setViewing} />
        </Suspense>
      )}
    </>
  );
}

/** The campaign's photos (main first), opened full size from their thumbnails. */
export function PhotoGallery({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslator();
  const alt = (index: number) =>
    t("web.campaign.photos.photo", { number: index + 1, name: campaign.name });
  return (
    <OpenGallery
      images={campaign.images.map((image, index) => ({
        src: image.compressed.path,
        alt: alt(index),
      }))}
      full={campaign.images.map((image, index) => ({ src: image.original.path, alt: alt(index) }))}
      label={t("web.campaign.photos.title")}
    />
  );
}

/** A page with lines, drawn under the lock: no document of the campaign ever reaches a visitor. */
const DOCUMENT_SHAPE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="#e7e9ee"/><g fill="#fff"><rect x="24" y="16" width="120" height="150" rx="6"/><rect x="176" y="16" width="120" height="150" rx="6"/></g><g fill="#c3c8d2"><rect x="40" y="36" width="70" height="8" rx="4"/><rect x="40" y="56" width="88" height="6" rx="3"/><rect x="40" y="70" width="80" height="6" rx="3"/><rect x="40" y="84" width="86" height="6" rx="3"/><rect x="40" y="120" width="50" height="20" rx="4"/><rect x="192" y="36" width="60" height="8" rx="4"/><rect x="192" y="56" width="88" height="6" rx="3"/><rect x="192" y="70" width="84" height="6" rx="3"/><rect x="192" y="84" width="72" height="6" rx="3"/><rect x="192" y="98" width="88" height="6" rx="3"/></g></svg>',
)}`;

/**
 * The supporting documents (medical records, invoices) behind the lock overlay of 000 §2: the
 * contract gives them to the owner and staff only (GET /campaign/{id}/documents, signed paths),
 * so a visitor sees a locked gallery saying they were checked, and an admin sees them.
 */
export function CampaignDocuments({ campaign, isStaff }: { campaign: Campaign; isStaff: boolean }) {
  const { t } = useTranslator();
  if (!isStaff)
    return (
      <div className="cw:flex cw:flex-col cw:gap-3">
        <Gallery
          images={[{ src: DOCUMENT_SHAPE, alt: "" }]}
          isLocked
          lockedLabel={t("web.campaign.documents.locked")}
          aria-label={t("web.campaign.documents.title")}
          className="cw:max-w-md"
        />
        <p className="cw:text-sm cw:text-fg-muted">{t("web.campaign.documents.why")}</p>
      </div>
    );
  return <StaffDocuments campaign={campaign} />;
}

/** What an admin sees: the documents themselves, pictures in the gallery and files as links. */
function StaffDocuments({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslator();
  const documents = useQuery(campaignQueries.documents(campaign.id));
  if (documents.isPending) return <Skeleton shape="rect" height="8rem" />;
  if (documents.isError)
    return (
      <ErrorState
        headingLevel={3}
        title={t("web.campaign.documents.error")}
        reloadLabel={t("web.campaign.retry")}
        onReload={() => void documents.refetch()}
      />
    );
  if (documents.data.length === 0)
    return <p className="cw:text-sm cw:text-fg-muted">{t("web.campaign.documents.none")}</p>;
  const pictures = documents.data
    .filter((document) => document.type === "image")
    .map((document, index) => ({
      src: document.path,
      alt: document.name ?? t("web.campaign.documents.picture", { number: index + 1 }),
    }));
  const files = documents.data.filter((document) => document.type === "file");
  return (
    <div className="cw:flex cw:flex-col cw:gap-3">
      <p className="cw:text-sm cw:text-fg-muted">{t("web.campaign.documents.staff")}</p>
      {pictures.length ? (
        <OpenGallery images={pictures} label={t("web.campaign.documents.title")} />
      ) : null}
      {files.length ? (
        <ul className="cw:flex cw:flex-col cw:gap-2">
          {files.map((file) => (
            <li key={file.id} className="cw:flex cw:items-center cw:gap-2">
              <FileText aria-hidden size={16} className="cw:shrink-0 cw:text-fg-muted" />
              <Link href={file.path} isExternal>
                {file.name ?? file.path.split("/").pop() ?? file.path}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
