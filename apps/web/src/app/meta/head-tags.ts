// The head of a server-rendered page (issue 12): title, description, canonical URL, the hreflang
// alternates of the 14 languages, and the Open Graph and Twitter card tags a shared link previews.
import { LOCALES, type Locale } from "@causeway/i18n";
import escapeHtml from "escape-html";
import { documentTitle, type PageMeta, SITE_NAME } from "./page-meta";

/** Open Graph's language_TERRITORY for each interface language. */
const OG_LOCALE: Record<Locale, string> = {
  en: "en_GB",
  bg: "bg_BG",
  es: "es_ES",
  de: "de_DE",
  pl: "pl_PL",
  ru: "ru_RU",
  fr: "fr_FR",
  tr: "tr_TR",
  pt: "pt_PT",
  uk: "uk_UA",
  el: "el_GR",
  it: "it_IT",
  ro: "ro_RO",
  hu: "hu_HU",
};

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
  "&nbsp;": "\u00a0",
};

/** The text of the first <h1> of rendered HTML, or undefined: a page's title when it names none. */
export function headingText(html: string): string | undefined {
  const match = html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/i);
  if (!match?.[1]) return undefined;
  const text = match[1]
    .replace(/<[^>]*>/g, " ")
    .replace(/&(?:amp|lt|gt|quot|#x27|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
  return text || undefined;
}

/** The page's address in one language (`?lang=`), or with no language for x-default. */
export function localeUrl(origin: string, url: URL, locale: Locale | null): string {
  const search = new URLSearchParams(url.search);
  search.delete("lang");
  if (locale) search.set("lang", locale);
  const query = search.toString();
  return `${origin}${url.pathname}${query ? `?${query}` : ""}`;
}

export interface HeadInput {
  meta: PageMeta;
  /** The title when the meta names none (the page's <h1>). */
  fallbackTitle?: string | undefined;
  /** The site's description in the page's language, when the page has none of its own. */
  siteDescription: string;
  /** The site's public origin (PUBLIC_URL or the request's). */
  origin: string;
  url: URL;
  locale: Locale;
}

/** The head tags of a page, as HTML, every value escaped. */
export function headTags({
  meta,
  fallbackTitle,
  siteDescription,
  origin,
  url,
  locale,
}: HeadInput): string {
  const title = documentTitle(meta.title ?? fallbackTitle);
  const description = meta.description || siteDescription;
  const canonical = localeUrl(origin, url, locale === "en" ? null : locale);
  const image = meta.image ? new URL(meta.image, origin).href : null;
  const tag = (name: string, attrs: Record<string, string>) =>
    `<${name} ${Object.entries(attrs)
      .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
      .join(" ")} />`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    tag("meta", { name: "description", content: description }),
    meta.noindex ? tag("meta", { name: "robots", content: "noindex" }) : "",
    tag("link", { rel: "canonical", href: canonical }),
    ...LOCALES.map((code) =>
      tag("link", { rel: "alternate", hreflang: code, href: localeUrl(origin, url, code) }),
    ),
    tag("link", { rel: "alternate", hreflang: "x-default", href: localeUrl(origin, url, null) }),
    tag("meta", { property: "og:site_name", content: SITE_NAME }),
    tag("meta", { property: "og:type", content: meta.type ?? "website" }),
    tag("meta", { property: "og:title", content: meta.title ?? fallbackTitle ?? SITE_NAME }),
    tag("meta", { property: "og:description", content: description }),
    tag("meta", { property: "og:url", content: canonical }),
    tag("meta", { property: "og:locale", content: OG_LOCALE[locale] }),
    image ? tag("meta", { property: "og:image", content: image }) : "",
    tag("meta", { name: "twitter:card", content: image ? "summary_large_image" : "summary" }),
    tag("meta", { name: "twitter:title", content: meta.title ?? fallbackTitle ?? SITE_NAME }),
    tag("meta", { name: "twitter:description", content: description }),
    image ? tag("meta", { name: "twitter:image", content: image }) : "",
  ];
  return tags.filter(Boolean).join("\n    ");
}
