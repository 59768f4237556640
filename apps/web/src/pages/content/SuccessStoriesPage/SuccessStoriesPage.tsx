import { useTranslator } from "@causeway/i18n/react";
import { Link } from "@causeway/ui";
import { ContentArticle, ContentFailed, ContentSkeleton } from "../ContentArticle";
import { type StorySummary, successStoriesQuery } from "../content-queries";
import { useContent } from "../useContent";

function StoryCard({ story }: { story: StorySummary }) {
  return (
    <li className="cw:relative cw:flex cw:flex-col cw:gap-2 cw:rounded-lg cw:border cw:border-border cw:bg-surface-raised cw:p-5 cw:focus-within:ring-2 cw:focus-within:ring-focus">
      <h2 className="cw:font-semibold cw:text-fg cw:text-lg cw:leading-snug">
        <Link href={`/success-stories/${story.id}`} variant="plain" stretched>
          {story.title}
        </Link>
      </h2>
      <p className="cw:text-fg-muted cw:text-sm cw:leading-6">{story.description}</p>
    </li>
  );
}

/** /success-stories (000 §2): twelve campaigns that made it, each card opening its story. */
export function SuccessStoriesPage() {
  const { t } = useTranslator();
  const content = useContent(successStoriesQuery);
  if (content.isError && !content.data)
    return <ContentFailed onRetry={() => void content.refetch()} />;
  if (!content.data) return <ContentSkeleton />;
  const { index, stories } = content.data;
  return (
    <ContentArticle doc={index}>
      <ul
        aria-label={t("web.content.stories.all")}
        className="cw:mt-2 cw:grid cw:gap-4 cw:sm:grid-cols-2"
      >
        {stories.map((story) => (
          <StoryCard key={story.id} story={story} />
        ))}
      </ul>
    </ContentArticle>
  );
}
