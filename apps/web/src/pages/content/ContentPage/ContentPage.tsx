import type { ContentPageId } from "../../../content/pages";
import { ContentArticle, ContentFailed, ContentSkeleton } from "../ContentArticle";
import { contentPageQuery } from "../content-queries";
import { useContent } from "../useContent";

/** A content page of 000 §2 (about, terms, how to start …): its text in the page's language. */
export function ContentPage({ page }: { page: ContentPageId }) {
  const content = useContent((locale) => contentPageQuery(page, locale));
  if (content.data) return <ContentArticle doc={content.data} />;
  if (content.isError) return <ContentFailed onRetry={() => void content.refetch()} />;
  return <ContentSkeleton />;
}
