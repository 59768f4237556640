import { type Campaign, formatMoney } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { buttonVariants, Link } from "@causeway/ui";
import { type RefObject, useEffect, useState } from "react";

/** The bar's height, reserved above it when the end of the page's content comes into view. */
const BAR_HEIGHT_PX = 72;

/** Whether the donate bar shows: the main Donate is out of view and the content's end not reached. */
function useBarShown(
  donate: RefObject<HTMLElement | null>,
  end: RefObject<HTMLElement | null>,
): boolean {
  const [donateAway, setDonateAway] = useState(false);
  const [endReached, setEndReached] = useState(false);
  useEffect(() => {
    const target = donate.current;
    const last = end.current;
    if (!target || !last || typeof IntersectionObserver === "undefined") return;
    // An observer may report several changes at once (the box left, then came back, between two
    // frames): the last one is where the box is now.
    const watchDonate = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) setDonateAway(!entry.isIntersecting);
    });
    // The end counts as reached once it rises above the bar. An observer speaks only when a
    // target comes into view or leaves it, so a jump past the end (the End key) is caught by the
    // site's footer coming into view instead.
    const inView = new Map<Element, boolean>();
    const watchEnd = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) inView.set(entry.target, entry.isIntersecting);
        setEndReached([...inView.values()].some(Boolean));
      },
      { rootMargin: `0px 0px -${BAR_HEIGHT_PX}px 0px` },
    );
    const footer = document.querySelector("footer");
    if (footer) watchEnd.observe(footer);
    watchDonate.observe(target);
    watchEnd.observe(last);
    return () => {
      watchDonate.disconnect();
      watchEnd.disconnect();
    };
  }, [donate, end]);
  return donateAway && !endReached;
}

/**
 * The height of the site's cookie notice while it shows (the section after the page's <main>,
 * SiteLayout): the bar sits above it rather than over it. 0 once it is dismissed.
 */
function useCookieNoticeHeight(): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const notice = document.querySelector<HTMLElement>("#content ~ section");
    if (!notice || typeof ResizeObserver === "undefined") return;
    const measure = () => setHeight(notice.isConnected ? notice.offsetHeight : 0);
    // A removed element is observed once more, at size 0: the notice's dismissal lowers the bar.
    const observer = new ResizeObserver(measure);
    observer.observe(notice);
    measure();
    return () => observer.disconnect();
  }, []);
  return height;
}

/**
 * On a phone, the raised amount and Donate stay within reach while the story scrolls: a bar fixed
 * to the bottom, shown once the main Donate button has scrolled out of view, hidden again when it
 * is back or the end of the page's content is reached (the footer is never covered), above the
 * cookie notice. Only rendered where donations are taken; never on a wide screen, where the
 * support box stays beside the story. Nothing shows before the browser has measured (the server
 * render and the first render agree).
 */
export function StickyDonateBar({
  campaign,
  donateRef,
  endRef,
}: {
  campaign: Campaign;
  donateRef: RefObject<HTMLElement | null>;
  endRef: RefObject<HTMLElement | null>;
}) {
  const { t, locale } = useTranslator();
  const shown = useBarShown(donateRef, endRef);
  const notice = useCookieNoticeHeight();
  if (!shown) return null;
  const code = campaign.currency.abbreviation;
  return (
    <div
      data-slot="sticky-donate-bar"
      style={{ bottom: notice }}
      className="cw:fixed cw:inset-x-0 cw:z-20 cw:border-t cw:border-border cw:bg-surface-raised/95 cw:shadow-[0_-4px_12px_rgb(0_0_0/0.08)] cw:backdrop-blur cw:lg:hidden"
    >
      <div className="cw:mx-auto cw:flex cw:max-w-6xl cw:items-center cw:justify-between cw:gap-4 cw:px-4 cw:py-3">
        <p className="cw:flex cw:min-w-0 cw:flex-col cw:leading-tight">
          <span className="cw:truncate cw:font-bold">
            {formatMoney(campaign.donated_amount, code, locale)}
          </span>
          <span className="cw:truncate cw:text-xs cw:text-fg-muted">
            {t("web.campaign.page.of_goal", {
              goal: formatMoney(campaign.total_amount, code, locale),
            })}
          </span>
        </p>
        <Link
          href={`/campaign/${campaign.url}/donate`}
          variant="plain"
          className={`${buttonVariants({ size: "md" })} cw:shrink-0 cw:no-underline`}
        >
          {t("web.campaign.page.donate")}
        </Link>
      </div>
    </div>
  );
}
