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
      className="flex overflow-hidden rounded-lg border border-border bg-surface text-fg no-underline outline-none hover:bg-surface-sunken focus-visible:ring-2 focus-visible:ring-focus"
    >
      {image && SAFE_IMAGE.test(image) ? (
        <img src={image} alt="" className="w-28 shrink-0 object-cover sm:w-40" />
      ) : null}
      <span className="flex min-w-0 flex-col gap-1 p-3 text-sm">
        {host ? <span className="truncate text-fg-muted text-xs uppercase">{host}</span> : null}
        <span className="font-semibold">{name}</span>
        {description ? <span className="line-clamp-2 text-fg-muted">{description}</span> : null}
        <span className="sr-only">{t("forms.post_card.new_tab")}</span>
      </span>
      <ExternalLink aria-hidden className="m-3 size-4 shrink-0 text-fg-muted" />
    </a>
  );
}
