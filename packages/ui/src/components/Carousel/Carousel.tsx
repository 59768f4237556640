"use client";
import { useTranslator } from "@causeway/i18n/react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import {
  Children,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { cn } from "../../lib/cn";
import { NativeButton } from "../Button";
import {
  CAROUSEL_SLIDES_PER_VIEW,
  type CarouselPosition,
  carouselPosition,
  slidesPerView,
} from "./carouselPosition";

export interface CarouselProps {
  /** Each child is one slide. */
  children: ReactNode;
  /** Names the carousel, e.g. "Trending campaigns". */
  "aria-label": string;
  /** Slides in view on wide containers (default 4); two on medium, one on narrow. */
  perView?: number;
  /** Overrides the dictionary's "Previous slides". */
  previousLabel?: string;
  /** Overrides the dictionary's "Next slides". */
  nextLabel?: string;
  /** Overrides the dictionary's "Slide {index} of {count}". */
  getSlideLabel?: (index: number, count: number) => string;
  className?: string;
}

const reducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;

/**
 * A row of slides on CSS scroll snap: previous/next buttons page through it, the track is a
 * labelled region that Tab reaches and arrow keys, Home and End move, and each slide is a group
 * named "Slide X of Y". Touch and trackpad scroll it natively.
 */
export function Carousel({
  children,
  "aria-label": ariaLabel,
  perView = CAROUSEL_SLIDES_PER_VIEW,
  previousLabel,
  nextLabel,
  getSlideLabel,
  className,
}: CarouselProps) {
  const { t } = useTranslator();
  const trackId = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  const slides = Children.toArray(children);
  const count = slides.length;
  const [position, setPosition] = useState<CarouselPosition>({
    atStart: true,
    atEnd: false,
    first: 0,
    perView: 0,
  });

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (track) setPosition(carouselPosition(track, count));
  }, [count]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    measure();
    track.addEventListener("scroll", measure, { passive: true });
    const resize = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    resize?.observe(track);
    return () => {
      track.removeEventListener("scroll", measure);
      resize?.disconnect();
    };
  }, [measure]);

  const scrollToSlide = (index: number) => {
    const track = trackRef.current;
    if (!track || count === 0) return;
    const target = Math.min(Math.max(0, index), count - 1);
    track.scrollTo({
      left: (track.scrollWidth / count) * target,
      behavior: reducedMotion() ? "auto" : "smooth",
    });
  };
  const rootRef = useRef<HTMLDivElement>(null);
  const paged = useRef(false);
  const page = (direction: 1 | -1) => {
    paged.current = true;
    scrollToSlide(position.first + direction * Math.max(1, position.perView));
  };

  // Paging to an end disables the button that had focus; focus then moves to the other one
  // instead of falling back to the document.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when an end is reached
  useEffect(() => {
    if (!paged.current) return;
    const root = rootRef.current;
    const active = document.activeElement;
    // A button just disabled keeps focus until the browser's next rendering update: count it as lost.
    if (!root || (root.contains(active) && !active?.matches(":disabled"))) return;
    paged.current = false;
    const control = position.atEnd ? "previous" : "next";
    root.querySelector<HTMLElement>(`[data-carousel-control="${control}"]`)?.focus();
  }, [position.atStart, position.atEnd]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const moves: Record<string, number> = {
      ArrowRight: position.first + 1,
      ArrowLeft: position.first - 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    scrollToSlide(target);
  };

  const views = slidesPerView(perView);
  const style = {
    "--carousel-medium": views.medium,
    "--carousel-wide": views.wide,
  } as CSSProperties;
  if (count === 0) return null;

  return (
    <div
      ref={rootRef}
      data-slot="carousel"
      className={cn("cw:@container cw:flex cw:flex-col cw:gap-2", className)}
      style={style}
    >
      <div className="cw:flex cw:justify-end cw:gap-1">
        <NativeButton
          variant="secondary"
          size="sm"
          iconOnly
          data-carousel-control="previous"
          aria-label={previousLabel ?? t("ui.carousel.previous")}
          aria-controls={trackId}
          icon={<ChevronLeft aria-hidden size={18} />}
          isDisabled={position.atStart}
          onPress={() => page(-1)}
        />
        <NativeButton
          variant="secondary"
          size="sm"
          iconOnly
          data-carousel-control="next"
          aria-label={nextLabel ?? t("ui.carousel.next")}
          aria-controls={trackId}
          icon={<ChevronRight aria-hidden size={18} />}
          isDisabled={position.atEnd}
          onPress={() => page(1)}
        />
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a carousel region per the ARIA pattern, named by the host */}
      <div
        ref={trackRef}
        id={trackId}
        role="region"
        aria-roledescription={t("ui.carousel.roledescription")}
        aria-label={ariaLabel}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling track takes arrow keys, Home and End
        tabIndex={0}
        onKeyDown={onKeyDown}
        data-slot="carousel-track"
        data-at-start={position.atStart || undefined}
        data-at-end={position.atEnd || undefined}
        className={cn(
          "cw:flex cw:snap-x cw:snap-mandatory cw:overflow-x-auto cw:overscroll-x-contain cw:rounded-md cw:outline-none",
          "cw:[scrollbar-width:none] cw:[&::-webkit-scrollbar]:hidden",
          "cw:focus-visible:ring-2 cw:focus-visible:ring-focus cw:focus-visible:ring-offset-2 cw:focus-visible:ring-offset-surface",
        )}
      >
        {slides.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: a slide is a group per the ARIA carousel pattern
          <div
            key={(slide as { key?: string | null }).key ?? index}
            role="group"
            aria-roledescription={t("ui.carousel.slide_roledescription")}
            aria-label={
              getSlideLabel?.(index + 1, count) ??
              t("ui.carousel.slide_label", { index: index + 1, count })
            }
            data-slot="carousel-slide"
            className={cn(
              "cw:min-w-0 cw:shrink-0 cw:grow-0 cw:basis-full cw:snap-start cw:px-1.5",
              "cw:@lg:basis-[calc(100%/var(--carousel-medium))] cw:@3xl:basis-[calc(100%/var(--carousel-wide))]",
            )}
          >
            {slide}
          </div>
        ))}
      </div>
    </div>
  );
}
