import { ApiError, type Post } from "@causeway/api-client";
import { PostCard } from "@causeway/forms";
import { useTranslator } from "@causeway/i18n/react";
import { ErrorState, Link, Skeleton, VisuallyHidden } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { Suspense, useState } from "react";
import { Navigate, useNavigate, useParams } from "react-router";
import { deferredPart, partPlace, partsReady } from "../../../app/deferred-part";
import { useRegistrationPrompt } from "../../../layout/RegistrationPrompt";
import { NotFoundPage } from "../../errors/NotFoundPage";
import { usePostViewer } from "../PostList";
import { postPageQuery, postPath } from "../post-queries";

// The comments, under the post: their own chunk, loaded as they near the screen and hydrated by
// themselves (deferredPart).
const Comments = deferredPart("post-comments", () =>
  import("./Comments").then((module) => module.Comments),
);

await partsReady(Comments);

/**
 * /campaign/:campaign/:post (000 §2, 001 §2): a post on its own page, public and rendered on the
 * server, with its comments. An unknown or deleted post is the not-found page; a post reached
 * under another campaign's address goes to its own. Deleting it from here leads to / (000 §2).
 */
export function PostPage() {
  const { t } = useTranslator();
  const params = useParams();
  const post = useQuery(postPageQuery(params.post ?? ""));
  if (post.isPending) return <PostPageSkeleton />;
  if (post.isError) {
    if (post.error instanceof ApiError && post.error.status === 404) return <NotFoundPage />;
    return (
      <ErrorState
        headingLevel={1}
        title={t("web.post.error")}
        description={t("web.campaign.error.description")}
        reloadLabel={t("web.campaign.retry")}
        onReload={() => void post.refetch()}
      />
    );
  }
  const own = postPath(post.data);
  if (own && post.data.campaign?.url !== params.campaign) return <Navigate replace to={own} />;
  return <PostView post={post.data} />;
}

function PostView({ post }: { post: Post }) {
  const { t } = useTranslator();
  const viewer = usePostViewer();
  const navigate = useNavigate();
  const prompt = useRegistrationPrompt();
  // Deleted here: the page says so while it leaves for / (its post is gone from the server).
  const [deleted, setDeleted] = useState(false);
  if (deleted)
    return (
      <p role="status" className="cw:py-8 cw:text-center cw:text-fg-muted">
        {t("forms.post_card.deleted")}
      </p>
    );
  return (
    <div className="cw:mx-auto cw:flex cw:max-w-3xl cw:flex-col cw:gap-6 cw:pb-8">
      {post.campaign ? (
        <Link
          href={`/campaign/${post.campaign.url}`}
          variant="standalone"
          className="cw:self-start"
        >
          <ArrowLeft aria-hidden className="cw:size-4" />
          {t("web.post.back", { campaign: post.campaign.name })}
        </Link>
      ) : null}
      <PostCard
        post={post}
        viewer={viewer}
        variant="page"
        headingLevel={1}
        onRequireLogin={prompt}
        onNavigate={(href) => void navigate(href)}
        // 000 §2: after deleting a post from its own page the user goes to /.
        onDeleted={() => {
          setDeleted(true);
          void navigate("/", { replace: true });
        }}
      />
      <div {...partPlace("post-comments")}>
        <Suspense fallback={<Skeleton lines={3} />}>
          <Comments post={post} />
        </Suspense>
      </div>
    </div>
  );
}

function PostPageSkeleton() {
  const { t } = useTranslator();
  return (
    <div aria-busy="true" className="cw:mx-auto cw:flex cw:max-w-3xl cw:flex-col cw:gap-6">
      <VisuallyHidden>{t("web.campaign.loading")}</VisuallyHidden>
      <Skeleton width="30%" />
      <div className="cw:flex cw:flex-col cw:gap-4 cw:rounded-lg cw:border cw:border-border cw:p-5">
        <div className="cw:flex cw:items-center cw:gap-3">
          <Skeleton shape="circle" width={32} />
          <Skeleton width="40%" />
        </div>
        <Skeleton height={32} width="70%" />
        <Skeleton lines={5} />
      </div>
    </div>
  );
}
