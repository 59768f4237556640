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
            <strong key={key} className="cw:font-semibold cw:text-fg">
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
        <h2
          id={block.id}
          className="cw:mt-4 cw:scroll-mt-6 cw:text-2xl cw:font-semibold cw:text-fg cw:outline-none"
        >
          <InlineText parts={block.text} />
        </h2>
      ) : (
        <h3
          id={block.id}
          className="cw:mt-2 cw:scroll-mt-6 cw:text-lg cw:font-semibold cw:text-fg cw:outline-none"
        >
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
          className={`cw:flex cw:flex-col cw:gap-2 cw:ps-6 ${block.ordered ? "cw:list-decimal" : "cw:list-disc"} cw:marker:text-primary`}
        >
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a document's items never move.
            <li key={index} className="cw:ps-1">
              <InlineText parts={item} />
            </li>
          ))}
        </List>
      );
    }
    case "note":
      return (
        <p className="cw:rounded-lg cw:border-s-4 cw:border-primary cw:bg-primary-soft cw:px-4 cw:py-3 cw:text-primary-soft-fg">
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
      className="cw:rounded-lg cw:border cw:border-border cw:bg-surface-raised cw:px-5 cw:py-4"
    >
      <p className="cw:mb-2 cw:font-semibold cw:text-fg cw:text-sm">{t("web.content.toc")}</p>
      <ul className="cw:flex cw:flex-col cw:gap-1 cw:text-sm">
        {sections.map((section) => (
          <li key={section.id}>
            {/* The section's address, for a new tab or a copied link; a click here goes to it
                without a navigation (the router keeps the page). */}
            <a
              href={`#${section.id}`}
              onClick={(event) => goToSection(event, section.id)}
              className="cw:rounded-sm cw:text-primary cw:underline-offset-2 cw:outline-none cw:hover:underline cw:focus-visible:ring-2 cw:focus-visible:ring-focus"
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
      className="cw:inline-flex cw:h-11 cw:items-center cw:justify-center cw:rounded-md cw:bg-primary cw:px-5 cw:font-medium cw:text-primary-fg cw:no-underline cw:data-[hovered]:bg-primary-hover cw:data-[hovered]:text-primary-fg cw:data-[focus-visible]:ring-2 cw:data-[focus-visible]:ring-focus cw:data-[focus-visible]:ring-offset-2"
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
      className="cw:mx-auto cw:flex cw:w-full cw:max-w-3xl cw:flex-col cw:gap-5 cw:pb-10 cw:text-fg cw:leading-7"
    >
      {before}
      <header className="cw:flex cw:flex-col cw:gap-3 cw:border-border cw:border-b cw:pb-6">
        <h1 className="cw:text-3xl cw:font-bold cw:tracking-tight cw:sm:text-4xl">{doc.heading}</h1>
        <p className="cw:text-fg-muted cw:text-lg">{doc.description}</p>
      </header>
      <Contents doc={doc} />
      {doc.blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a document's blocks never move.
        <ContentBlock key={index} block={block} />
      ))}
      {children}
      {action ? (
        <p className="cw:mt-4">
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
      className="cw:mx-auto cw:flex cw:w-full cw:max-w-3xl cw:flex-col cw:gap-4 cw:pb-10"
    >
      <Skeleton className="cw:h-10 cw:w-2/3" />
      <Skeleton className="cw:h-6 cw:w-full" />
      <Skeleton className="cw:h-6 cw:w-5/6" />
      {[0, 1, 2].map((row) => (
        <div key={row} className="cw:mt-4 cw:flex cw:flex-col cw:gap-2">
          <Skeleton className="cw:h-7 cw:w-1/3" />
          <Skeleton />
          <Skeleton />
          <Skeleton className="cw:w-3/4" />
        </div>
      ))}
    </div>
  );
}

/** The page's text would not load (its chunk failed, the connection dropped): say so, offer again. */
export function ContentFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslator();
  return (
    <div className="cw:mx-auto cw:max-w-xl">
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
