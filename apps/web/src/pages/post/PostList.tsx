import type { Post } from "@causeway/api-client";
import { PostCard, type PostCardViewer } from "@causeway/forms";
import { useTranslator } from "@causeway/i18n/react";
import { Skeleton, VisuallyHidden } from "@causeway/ui";
import { useNavigate } from "react-router";
import { useSession } from "../../app/session/SessionProvider";
import { useRegistrationPrompt } from "../../layout/RegistrationPrompt";

/** Who reads the posts, as PostCard needs it: null for a guest. */
export function usePostViewer(): PostCardViewer {
  const { user, isAdmin } = useSession();
  return user ? { id: user.id, isAdmin, name: user.name } : null;
}

/**
 * Posts as cards (the feed, bookmarks): each with its karma, save, share and menu by role; a guest's
 * karma or save opens the registration prompt; the menu's links go through the router.
 */
export function PostList({
  posts,
  headingLevel = 2,
}: {
  posts: readonly Post[];
  headingLevel?: 2 | 3;
}) {
  const viewer = usePostViewer();
  const navigate = useNavigate();
  const prompt = useRegistrationPrompt();
  return (
    <ul className="cw:flex cw:flex-col cw:gap-4">
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard
            post={post}
            viewer={viewer}
            headingLevel={headingLevel}
            onRequireLogin={prompt}
            onNavigate={(href) => void navigate(href)}
          />
        </li>
      ))}
    </ul>
  );
}

/** Card-shaped placeholders while posts load. */
export function PostListSkeleton({ count = 3 }: { count?: number }) {
  const { t } = useTranslator();
  return (
    <div aria-busy="true" className="cw:flex cw:flex-col cw:gap-4">
      <VisuallyHidden>{t("web.campaign.loading")}</VisuallyHidden>
      {Array.from({ length: count }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          key={index}
          className="cw:flex cw:flex-col cw:gap-3 cw:rounded-lg cw:border cw:border-border cw:p-5"
        >
          <div className="cw:flex cw:items-center cw:gap-3">
            <Skeleton shape="circle" width={32} />
            <Skeleton width="40%" />
          </div>
          <Skeleton lines={3} />
        </div>
      ))}
    </div>
  );
}
