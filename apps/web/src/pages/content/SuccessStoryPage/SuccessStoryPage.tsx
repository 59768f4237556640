import { useTranslator } from "@causeway/i18n/react";
import { Link } from "@causeway/ui";
import { ArrowLeft } from "lucide-react";
import { useParams } from "react-router";
import { ActionLink, ContentArticle, ContentFailed, ContentSkeleton } from "../ContentArticle";
import { successStoryQuery } from "../content-queries";
import { useContent } from "../useContent";

/**
 * /success-stories/:story: one campaign that made it, told by its fundraiser; a story of the demo
 * world's campaigns links to the campaign's own page.
 */
export function SuccessStoryPage() {
  const { t } = useTranslator();
  const { story = "" } = useParams();
  const content = useContent((locale) => successStoryQuery(story, locale));
  if (content.isError && !content.data)
    return <ContentFailed onRetry={() => void content.refetch()} />;
  if (!content.data) return <ContentSkeleton />;
  const doc = content.data;
  return (
    <ContentArticle
      key={story}
      doc={doc}
      before={
        <p>
          <Link href="/success-stories" variant="standalone">
            <ArrowLeft aria-hidden size={16} />
            {t("web.content.stories.all")}
          </Link>
        </p>
      }
    >
      <div className="cw:mt-4 cw:flex cw:flex-wrap cw:items-center cw:gap-4 cw:rounded-lg cw:bg-surface-muted cw:px-5 cw:py-4">
        {doc.campaign ? (
          <ActionLink href={`/campaign/${doc.campaign}`}>
            {t("web.content.stories.campaign")}
          </ActionLink>
        ) : null}
        <Link href="/campaign/create" variant="standalone">
          {t("web.content.stories.start")}
        </Link>
      </div>
    </ContentArticle>
  );
}
