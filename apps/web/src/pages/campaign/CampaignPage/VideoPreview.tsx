import { useTranslator } from "@causeway/i18n/react";
import { Play } from "lucide-react";
import { lazy, Suspense, useState } from "react";

// The player's dialog loads on the first press: nothing of it, and nothing from the video site,
// comes with the page.
const VideoDialog = lazy(() => import("./VideoDialog"));
const loadDialog = () => void import("./VideoDialog");

/**
 * The campaign's video behind a play button (000 §2 "video preview for YouTube (autoplay)"):
 * pressed, a dialog opens with the YouTube or Twitch player already playing. Nothing is asked of
 * the video site before that, its still neither (a visitor's address goes to it only when they
 * choose to watch): the button shows the campaign's own picture, darkened, or a dark cover.
 */
export function VideoPreview({
  url,
  name,
  picture,
}: {
  url: string;
  name: string;
  /** The campaign's main picture, drawn under the play button. */
  picture: string | null;
}) {
  const { t } = useTranslator();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  // A picture that fails to load leaves the dark cover.
  const [failed, setFailed] = useState(false);
  const still = failed ? null : picture;
  return (
    <>
      <button
        type="button"
        data-slot="video-preview"
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        className="cw:group cw:relative cw:flex cw:aspect-video cw:w-full cw:cursor-pointer cw:items-center cw:justify-center cw:overflow-hidden cw:rounded-xl cw:bg-neutral-900 cw:outline-none cw:focus-visible:ring-4 cw:focus-visible:ring-focus"
      >
        {still ? (
          <img
            src={still}
            alt=""
            loading="lazy"
            onError={() => setFailed(true)}
            className="cw:absolute cw:inset-0 cw:size-full cw:object-cover cw:opacity-60"
          />
        ) : (
          <span
            aria-hidden="true"
            className="cw:absolute cw:inset-0 cw:bg-gradient-to-br cw:from-neutral-700 cw:to-neutral-950"
          />
        )}
        <span
          aria-hidden="true"
          className="cw:relative cw:flex cw:size-16 cw:items-center cw:justify-center cw:rounded-full cw:bg-neutral-950/75 cw:text-neutral-0 cw:transition-transform cw:group-hover:scale-110"
        >
          <Play size={28} fill="currentColor" />
        </span>
        <span className="cw:sr-only">{t("web.campaign.video.play", { name })}</span>
      </button>
      {asked ? (
        <Suspense fallback={null}>
          <VideoDialog url={url} name={name} isOpen={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
