"use client";
import { postQueries } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { parseVideoUrl } from "@causeway/rules";
import { VideoEmbed } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import { ExternalLink } from "lucide-react";

export interface LinkPreviewProps {
  url: string;
  /** Names the player of a video link. */
  title?: string;
}

const SAFE_IMAGE = /^(https:|\/(?!\/))/i;

/**
 * The preview of the first link of a post (001 §7: GET /api/v1/meta): a YouTube or Twitch link is
 * a player that loads only when asked; another link a card with its page's title, description,
 * site and picture. When the metadata cannot be read or says nothing, nothing is drawn (001 §8:
 * link metadata failure is only logged).
 */
export function LinkPreview({ url, title }: LinkPreviewProps) {
  const { t } = useTranslator();
  const video = parseVideoUrl(url);
  const meta = useQuery({
    ...postQueries.linkMeta(url),
    enabled: video === null,
    retry: false,
    staleTime: Infinity,
  });
  if (video) return <VideoEmbed source={video} title={title ?? t("forms.post_card.video")} />;
  if (!meta.isSuccess) return null;
  const { og, meta: page } = meta.data;
  const name = og.title ?? page.title;
  if (!name) return null;
  const description = og.description ?? page.description;
  const image = og.image ?? page.image;
  let host = "";
  try {
    host = og.site_name ?? new URL(og.url ?? url).hostname;
  } catch {
    host = og.site_name ?? "";
  }
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer nofollow"
      data-slot="link-preview"
      className="cw:flex cw:overflow-hidden cw:rounded-lg cw:border cw:border-border cw:bg-surface cw:text-fg cw:no-underline cw:outline-none cw:hover:bg-surface-sunken cw:focus-visible:ring-2 cw:focus-visible:ring-focus"
    >
      {image && SAFE_IMAGE.test(image) ? (
        <img src={image} alt="" className="cw:w-28 cw:shrink-0 cw:object-cover cw:sm:w-40" />
      ) : null}
      <span className="cw:flex cw:min-w-0 cw:flex-col cw:gap-1 cw:p-3 cw:text-sm">
        {host ? (
          <span className="cw:truncate cw:text-fg-muted cw:text-xs cw:uppercase">{host}</span>
        ) : null}
        <span className="cw:font-semibold">{name}</span>
        {description ? (
          <span className="cw:line-clamp-2 cw:text-fg-muted">{description}</span>
        ) : null}
        <span className="cw:sr-only">{t("forms.post_card.new_tab")}</span>
      </span>
      <ExternalLink aria-hidden className="cw:m-3 cw:size-4 cw:shrink-0 cw:text-fg-muted" />
    </a>
  );
}
