import { useTranslator } from "@causeway/i18n/react";
import { Link } from "@causeway/ui";
import { ContentArticle, ContentFailed, ContentSkeleton } from "../ContentArticle";
import { type StorySummary, successStoriesQuery } from "../content-queries";
import { useContent } from "../useContent";

function StoryCard({ story }: { story: StorySummary }) {
  return (
    <li className="relative flex flex-col gap-2 rounded-lg border border-border bg-surface-raised p-5 focus-within:ring-2 focus-within:ring-focus">
      <h2 className="font-semibold text-fg text-lg leading-snug">
        <Link href={`/success-stories/${story.id}`} variant="plain" stretched>
          {story.title}
        </Link>
      </h2>
      <p className="text-fg-muted text-sm leading-6">{story.description}</p>
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
      <ul aria-label={t("web.content.stories.all")} className="mt-2 grid gap-4 sm:grid-cols-2">
        {stories.map((story) => (
          <StoryCard key={story.id} story={story} />
        ))}
      </ul>
    </ContentArticle>
  );
}
