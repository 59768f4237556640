import { ContentArticle, ContentFailed, ContentSkeleton } from "../ContentArticle";
import { contentPageQuery } from "../content-queries";
import { useContent } from "../useContent";
import { ContactForm } from "./ContactForm";

/** /contact (000 §2): how to reach the team, and the form that writes to it. */
export function ContactPage() {
  const content = useContent((locale) => contentPageQuery("contact", locale));
  if (content.data)
    return (
      <ContentArticle doc={content.data}>
        <ContactForm />
      </ContentArticle>
    );
  if (content.isError) return <ContentFailed onRetry={() => void content.refetch()} />;
  return <ContentSkeleton />;
}
