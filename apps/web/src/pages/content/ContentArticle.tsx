import { useTranslator } from "@causeway/i18n/react";
import { ErrorState, Link, Skeleton } from "@causeway/ui";
import { Fragment, type MouseEvent, type ReactNode } from "react";
import type { Block, ContentDoc, Inline } from "../../content/format";
import { actionLink } from "./action-link";

function InlineText({ parts }: { parts: readonly Inline[] }) {
  return (
    <>
      {parts.map((part, index) => {
        const key = `${index}-${part.kind}`;
        if (part.kind === "strong")
          return (
            <strong key={key} className="font-semibold text-fg">
              {part.text}
            </strong>
          );
        if (part.kind === "link")
          return (
            <Link key={key} href={part.href} isExternal={part.href.startsWith("https:")}>
              {part.text}
            </Link>
          );
        return <Fragment key={key}>{part.text}</Fragment>;
      })}
    </>
  );
}

function ContentBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case "heading":
      return block.level === 2 ? (
        <h2 id={block.id} className="mt-4 scroll-mt-6 text-2xl font-semibold text-fg outline-none">
          <InlineText parts={block.text} />
        </h2>
      ) : (
        <h3 id={block.id} className="mt-2 scroll-mt-6 text-lg font-semibold text-fg outline-none">
          <InlineText parts={block.text} />
        </h3>
      );
    case "paragraph":
      return (
        <p>
          <InlineText parts={block.text} />
        </p>
      );
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List
          className={`flex flex-col gap-2 ps-6 ${block.ordered ? "list-decimal" : "list-disc"} marker:text-primary`}
        >
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a document's items never move.
            <li key={index} className="ps-1">
              <InlineText parts={item} />
            </li>
          ))}
        </List>
      );
    }
    case "note":
      return (
        <p className="rounded-lg border-s-4 border-primary bg-primary-soft px-4 py-3 text-primary-soft-fg">
          <InlineText parts={block.text} />
        </p>
      );
  }
}

/**
 * A click on a table of contents' link: the section's heading comes into view and takes the focus
 * (so the keyboard goes on from there), and the address bar shows the section.
 */
function goToSection(event: MouseEvent<HTMLAnchorElement>, id: string) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const heading = document.getElementById(id);
  if (!heading) return;
  event.preventDefault();
  heading.setAttribute("tabindex", "-1");
  heading.scrollIntoView({ block: "start" });
  heading.focus({ preventScroll: true });
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, "", `${pathname}${search}#${id}`);
}

function Contents({ doc }: { doc: ContentDoc }) {
  const { t } = useTranslator();
  const sections = doc.blocks.filter(
    (block): block is Extract<Block, { kind: "heading" }> =>
      block.kind === "heading" && block.level === 2,
  );
  // The long pages (terms, privacy, cookies) ask for one in their front matter (`toc: yes`).
  if (doc.fields.toc !== "yes" || sections.length === 0) return null;
  return (
    <nav
      aria-label={t("web.content.toc")}
      className="rounded-lg border border-border bg-surface-raised px-5 py-4"
    >
      <p className="mb-2 font-semibold text-fg text-sm">{t("web.content.toc")}</p>
      <ul className="flex flex-col gap-1 text-sm">
        {sections.map((section) => (
          <li key={section.id}>
            {/* The section's address, for a new tab or a copied link; a click here goes to it
                without a navigation (the router keeps the page). */}
            <a
              href={`#${section.id}`}
              onClick={(event) => goToSection(event, section.id)}
              className="rounded-sm text-primary underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-focus"
            >
              {section.text.map((part) => part.text).join("")}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A link drawn as the page's main button (a document's action, a story's campaign). */
export function ActionLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      variant="plain"
      className="inline-flex h-11 items-center justify-center rounded-md bg-primary px-5 font-medium text-primary-fg no-underline data-[hovered]:bg-primary-hover data-[hovered]:text-primary-fg data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[focus-visible]:ring-offset-2"
    >
      {children}
    </Link>
  );
}

export interface ContentArticleProps {
  doc: ContentDoc;
  /** What the page adds after the text (a form, a campaign's link). */
  children?: ReactNode;
  /** What the page puts above the heading (a way back to a list). */
  before?: ReactNode;
}

/**
 * The content layout: one document of ours (format.ts) as an article: its <h1>, its summary as the
 * lead, a table of contents when it is long, its sections, whatever the page adds, and the action
 * its front matter names. Everything is drawn with React elements: no HTML is ever injected.
 */
export function ContentArticle({ doc, children, before }: ContentArticleProps) {
  const action = actionLink(doc);
  return (
    <article
      data-slot="content-article"
      data-content={doc.id}
      className="mx-auto flex w-full max-w-3xl flex-col gap-5 pb-10 text-fg leading-7"
    >
      {before}
      <header className="flex flex-col gap-3 border-border border-b pb-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{doc.heading}</h1>
        <p className="text-fg-muted text-lg">{doc.description}</p>
      </header>
      <Contents doc={doc} />
      {doc.blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a document's blocks never move.
        <ContentBlock key={index} block={block} />
      ))}
      {children}
      {action ? (
        <p className="mt-4">
          <ActionLink href={action.href}>{action.label}</ActionLink>
        </p>
      ) : null}
    </article>
  );
}

/** A content page on its way: the shape of a heading, a lead and paragraphs. */
export function ContentSkeleton() {
  return (
    <div
      data-slot="content-skeleton"
      aria-busy="true"
      className="mx-auto flex w-full max-w-3xl flex-col gap-4 pb-10"
    >
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-6 w-full" />
      <Skeleton className="h-6 w-5/6" />
      {[0, 1, 2].map((row) => (
        <div key={row} className="mt-4 flex flex-col gap-2">
          <Skeleton className="h-7 w-1/3" />
          <Skeleton />
          <Skeleton />
          <Skeleton className="w-3/4" />
        </div>
      ))}
    </div>
  );
}

/** The page's text would not load (its chunk failed, the connection dropped): say so, offer again. */
export function ContentFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslator();
  return (
    <div className="mx-auto max-w-xl">
      <ErrorState
        headingLevel={1}
        size="lg"
        title={t("web.error.chunk_title")}
        description={t("web.content.failed")}
        reloadLabel={t("web.campaign.retry")}
        onReload={onRetry}
      />
    </div>
  );
}
