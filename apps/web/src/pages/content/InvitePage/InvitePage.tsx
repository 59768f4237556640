import { ContentArticle, ContentFailed, ContentSkeleton } from "../ContentArticle";
import { contentPageQuery } from "../content-queries";
import { useContent } from "../useContent";
import { InviteBox } from "./InviteBox";

/** /suggest-registration (000 §2): why and whom to invite, and the invitation to send. */
export function InvitePage() {
  const content = useContent((locale) => contentPageQuery("suggest-registration", locale));
  if (content.data)
    return (
      <ContentArticle doc={content.data}>
        <InviteBox />
      </ContentArticle>
    );
  if (content.isError) return <ContentFailed onRetry={() => void content.refetch()} />;
  return <ContentSkeleton />;
}
