"use client";
import type { Post } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import {
  firstLinkUrl,
  isOwnPost,
  type PostViewer,
  postExcerpt,
  type ShareMethod,
} from "@causeway/rules";
import {
  Avatar,
  Badge,
  Gallery,
  Link,
  NativeButton,
  Spinner,
  useToast,
  WIDGET_ROOT,
} from "@causeway/ui";
import { useQueryClient } from "@tanstack/react-query";
import { MoreHorizontal } from "lucide-react";
import { createElement, lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import type { PostImageUpload } from "../PostCreator";
import { RichText } from "../RichText";
import { DeferredMenu } from "./DeferredMenu";
import { LinkPreview } from "./LinkPreview";
import { type MemberAction, PostActions, type StatusTone } from "./PostActions";
import { patchCachedPost } from "./post-cache";

// What a reader does not need to read the post loads when it is first asked for: the editor (its
// author's "edit"), the context menu, the full-size view of its pictures.
const PostCreator = lazy(() =>
  import("../PostCreator").then((module) => ({ default: module.PostCreator })),
);
const loadPostMenu = () => import("./PostMenu");
const PostMenu = lazy(() => loadPostMenu().then((module) => ({ default: module.PostMenu })));
const ImageViewer = lazy(() =>
  import("./ImageViewer").then((module) => ({ default: module.ImageViewer })),
);

/** Who looks at the post: a guest (null), or a member, with their name for a report. */
export type PostCardViewer = (NonNullable<PostViewer> & { name?: string | null }) | null;

export interface PostCardProps {
  post: Post;
  viewer: PostCardViewer;
  /**
   * `feed`: the excerpt (50 characters with a title, else 200), the title linking to the post's
   * page and a link to its comments. `page`: the whole post, its title the page's heading.
   */
  variant?: "feed" | "page";
  /** The level of the post's heading: 1 on its own page, 2 or 3 in a list. */
  headingLevel?: 1 | 2 | 3;
  /** A guest pressed karma or save: the host shows its registration prompt (000 §2). */
  onRequireLogin?: (action: MemberAction) => void;
  /** After the post was deleted (from its own page the host goes to /; a list drops it). */
  onDeleted?: (post: Post) => void;
  /** Same-site links of the post's menu go through the host's router. */
  onNavigate?: (href: string) => void;
  onShare?: (method: ShareMethod) => void;
  /** Replaces the API image upload while editing (stories). */
  upload?: PostImageUpload;
}

/**
 * A post (000 §3, §4, §6): author (or "Anonymous"), date and campaign, title, content drawn inert,
 * images (a gallery, opened full size), the preview of its first link, karma, comments, save and
 * share, and the context menu by role, with edit in place, delete and report.
 */
export function PostCard({
  post: given,
  viewer,
  variant = "feed",
  headingLevel = 2,
  onRequireLogin,
  onDeleted,
  onNavigate,
  onShare,
  upload,
}: PostCardProps) {
  const { t, locale } = useTranslator();
  const client = useQueryClient();
  const headingId = useId();
  const [post, setPost] = useState(given);
  const [editing, setEditing] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const [status, setStatus] = useState({ text: "", id: 0 });
  const { toast, hasRegion } = useToast();
  const [viewing, setViewing] = useState<number | null>(null);
  // The viewer stays mounted once opened, so closing it returns focus to its picture.
  const [viewerUsed, setViewerUsed] = useState(false);
  const root = useRef<HTMLElement>(null);
  // A newer copy from the host (a refetch, a patch elsewhere) wins over what is kept here.
  useEffect(() => setPost(given), [given]);

  const change = (patch: Partial<Post>) => setPost((current) => ({ ...current, ...patch }));
  // A new id redraws the message, so the same one twice in a row is still read out.
  // A success (saved, removed, copied, edited) is a toast where the host mounts a region, and then
  // nothing stays in place; a failure, or any message without a region, is said in place.
  const say = (text: string, tone?: StatusTone) => {
    const toasted = tone === "success" && hasRegion;
    if (toasted) toast({ title: text, variant: "success" });
    setStatus((current) => ({ text: toasted ? "" : text, id: current.id + 1 }));
  };

  if (deleted)
    return (
      <p role="status" data-slot="post-card" data-state="deleted" className="cw:sr-only">
        {t("forms.post_card.deleted")}
      </p>
    );

  const own = isOwnPost(post, viewer);
  const author = post.user === null ? t("forms.post_card.anonymous") : post.user.name;
  const heading = post.title || t("forms.post_card.untitled", { name: author });
  const date = new Date(post.date_added * 1000);
  const images = post.image.map((image, index) => ({
    src: image.compressed.path,
    alt: t("forms.post_card.image_alt", {
      index: index + 1,
      count: post.image.length,
      title: heading,
    }),
  }));
  const link = firstLinkUrl(post.content);

  if (editing)
    return (
      <div data-slot="post-card" data-state="editing" className={WIDGET_ROOT}>
        <Suspense fallback={<Spinner />}>
          <PostCreator
            campaigns={[]}
            post={post}
            upload={upload}
            onClose={() => {
              setEditing(false);
              focusMenuLater();
            }}
            onSaved={(saved) => {
              setPost(saved);
              patchCachedPost(client, saved.id, saved);
              setEditing(false);
              say(t("forms.post_card.edited"), "success");
              focusMenuLater();
            }}
          />
        </Suspense>
      </div>
    );

  return (
    <article
      ref={root}
      aria-labelledby={headingId}
      data-slot="post-card"
      data-variant={variant}
      className={`${WIDGET_ROOT} cw:flex cw:flex-col cw:gap-3 cw:rounded-lg cw:border cw:border-border cw:bg-surface-raised cw:p-5`}
    >
      <header className="cw:flex cw:items-start cw:gap-3">
        <Avatar size="sm" name={author} src={post.user?.avatar?.square.path ?? null} alt="" />
        <div className="cw:flex cw:min-w-0 cw:flex-1 cw:flex-col cw:text-sm">
          <span className="cw:font-medium">
            {post.user && !post.is_anonymous ? (
              <Link
                href={`/${encodeURIComponent(post.user.username)}`}
                variant="plain"
                className="cw:text-fg cw:no-underline cw:data-[hovered]:underline"
              >
                {author}
              </Link>
            ) : (
              author
            )}
            {own && post.is_anonymous ? (
              <Badge className="cw:ms-2">{t("forms.post_card.posted_anonymously")}</Badge>
            ) : null}
          </span>
          <span className="cw:text-fg-muted">
            <time dateTime={date.toISOString()}>
              {new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(
                date,
              )}
            </time>
            {post.edited ? ` · ${t("forms.post_card.edited_mark")}` : null}
            {post.campaign ? (
              <>
                {" · "}
                <Link href={`/campaign/${post.campaign.url}`}>{post.campaign.name}</Link>
              </>
            ) : null}
          </span>
        </div>
        <DeferredMenu
          load={loadPostMenu}
          trigger={(handlers) => (
            <NativeButton
              variant="ghost"
              size="sm"
              iconOnly
              aria-label={t("forms.post_card.menu.label")}
              aria-haspopup="menu"
              aria-expanded={false}
              icon={<MoreHorizontal aria-hidden size={18} />}
              {...handlers}
            />
          )}
        >
          <PostMenu
            defaultOpen
            post={post}
            viewer={viewer}
            viewerHasName={Boolean(viewer?.name?.trim())}
            onChange={change}
            onStatus={say}
            onEdit={() => setEditing(true)}
            onDeleted={(gone) => {
              setDeleted(true);
              onDeleted?.(gone);
            }}
            onNavigate={onNavigate}
          />
        </DeferredMenu>
      </header>
      {createElement(
        `h${headingLevel}`,
        {
          id: headingId,
          className:
            variant === "page"
              ? "cw:text-2xl cw:font-bold cw:tracking-tight"
              : "cw:text-lg cw:font-semibold",
        },
        variant === "feed" ? (
          <Link
            href={post.url}
            variant="plain"
            className="cw:rounded-sm cw:text-fg cw:no-underline cw:underline-offset-2 cw:data-[hovered]:text-primary-hover cw:data-[hovered]:underline"
          >
            {heading}
          </Link>
        ) : (
          heading
        ),
      )}
      {variant === "feed" ? (
        <p className="cw:break-words cw:text-fg">
          {postExcerpt(post.content, Boolean(post.title))}
        </p>
      ) : (
        <RichText html={post.content} headings="flatten" />
      )}
      {images.length > 0 ? (
        <Gallery
          images={images}
          onOpen={(index) => {
            setViewerUsed(true);
            setViewing(index);
          }}
          // In a list the pictures stay a preview; on the post's page they take the width.
          className={variant === "feed" ? "cw:max-w-md" : undefined}
          aria-label={t("forms.post_card.images", { count: images.length })}
        />
      ) : null}
      {link ? <LinkPreview url={link} title={heading} /> : null}
      <PostActions
        post={post}
        viewer={viewer}
        onChange={change}
        onStatus={say}
        onRequireLogin={onRequireLogin}
        commentsHref={variant === "feed" ? `${post.url}#comments` : null}
        onShare={onShare}
        status={status}
      />
      {viewerUsed ? (
        <Suspense fallback={null}>
          <ImageViewer images={images} index={viewing} onIndexChange={setViewing} />
        </Suspense>
      ) : null}
    </article>
  );

  function focusMenuLater() {
    requestAnimationFrame(() =>
      root.current
        ?.querySelector<HTMLElement>(`[aria-label="${t("forms.post_card.menu.label")}"]`)
        ?.focus(),
    );
  }
}
