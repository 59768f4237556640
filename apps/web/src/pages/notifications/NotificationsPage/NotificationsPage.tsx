import {
  NOTIFICATIONS_PAGE_SIZE,
  type Notification,
  notificationMutations,
  notificationQueries,
} from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Alert, Button, EmptyState, ErrorState, Skeleton, VisuallyHidden } from "@causeway/ui";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { PagedFooter } from "../../../shared/PagedFooter";
import { usePagedQuery } from "../../../shared/usePagedQuery";
import { NotificationItem } from "./NotificationItem";

/** A page of notifications with the counters (001 §9: 8 on the page). */
export const notificationsPageQuery = (offset: number) =>
  notificationQueries.list({ offset, limit: NOTIFICATIONS_PAGE_SIZE });

function NotificationsSkeleton() {
  const { t } = useTranslator();
  return (
    <div aria-busy="true" className="cw:flex cw:flex-col cw:gap-1">
      <VisuallyHidden>{t("web.campaign.loading")}</VisuallyHidden>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="cw:flex cw:items-start cw:gap-3 cw:px-3 cw:py-3">
          <Skeleton shape="circle" width={36} />
          <span className="cw:flex cw:flex-1 cw:flex-col cw:gap-2">
            <Skeleton width="65%" />
            <Skeleton width="35%" />
          </span>
        </div>
      ))}
    </div>
  );
}

/**
 * /notifications (000 §2, §4; login required): every notification, newest first, 8 to a page
 * with "show more" while there are more. Opening the page is opening the bell: the unseen ones
 * become seen and the unviewed counter is reset. Unread ones stand out; opening one marks it read
 * and follows its link (a deleted campaign's leads home); "Mark all as read" marks them all. New
 * ones arrive without a reload (the real-time notification event refreshes this list).
 */
export function NotificationsPage() {
  const { t } = useTranslator();
  const list = usePagedQuery({
    pageQuery: notificationsPageQuery,
    size: NOTIFICATIONS_PAGE_SIZE,
    hasMore: (pages) =>
      pages.reduce((n, page) => n + page.notifications.length, 0) <
      (pages[pages.length - 1]?.meta.total ?? 0),
  });
  const seeAll = useMutation(notificationMutations.markAllSeen());
  const viewAll = useMutation(notificationMutations.markViewed());
  const read = useMutation(notificationMutations.update());
  const readAll = useMutation(notificationMutations.markRead());
  const [status, setStatus] = useState<"read" | "failed" | null>(null);

  const meta = list.pages[0]?.meta;
  const unseen = meta ? meta.total - meta.total_seen : 0;
  const unviewed = meta?.totalUnviewedNotifications ?? 0;
  // Once per visit, as the bell's opening does (000 §4).
  const marked = useRef({ seen: false, viewed: false });
  const { mutate: markSeen } = seeAll;
  const { mutate: markViewed } = viewAll;
  useEffect(() => {
    if (unseen > 0 && !marked.current.seen) {
      marked.current.seen = true;
      markSeen();
    }
    if (unviewed > 0 && !marked.current.viewed) {
      marked.current.viewed = true;
      markViewed();
    }
  }, [unseen, unviewed, markSeen, markViewed]);

  const seen = new Set<number>();
  const notifications = list.pages
    .flatMap((page) => page.notifications)
    .filter((n) => !seen.has(n.id) && seen.add(n.id));
  const anyUnread = notifications.some((n) => !n.read);

  const open = (notification: Notification) => {
    if (!notification.read) read.mutate({ read: [notification.id] });
  };

  let body: React.ReactNode;
  if (list.isPending) body = <NotificationsSkeleton />;
  else if (list.isError)
    body = (
      <ErrorState
        title={t("web.notifications.error")}
        description={t("web.campaign.error.description")}
        reloadLabel={t("web.campaign.retry")}
        onReload={list.retry}
      />
    );
  else if (notifications.length === 0)
    body = (
      <EmptyState
        headingLevel={2}
        title={t("web.notifications.empty.title")}
        description={t("web.notifications.empty.description")}
      />
    );
  else
    body = (
      <>
        <ul aria-label={t("web.notifications.list")} className="cw:flex cw:flex-col cw:gap-1">
          {notifications.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} onOpen={open} />
          ))}
        </ul>
        <PagedFooter
          list={list}
          moreLabel={t("web.notifications.more")}
          errorTitle={t("web.notifications.error")}
        />
      </>
    );

  return (
    <div className="cw:mx-auto cw:flex cw:max-w-3xl cw:flex-col cw:gap-6 cw:pb-8">
      <div className="cw:flex cw:flex-wrap cw:items-center cw:justify-between cw:gap-3">
        <h1 className="cw:font-bold cw:text-3xl">{t("web.notifications.title")}</h1>
        {anyUnread ? (
          <Button
            variant="secondary"
            size="sm"
            isLoading={readAll.isPending}
            onPress={() =>
              readAll.mutate([], {
                onSuccess: () => setStatus("read"),
                onError: () => setStatus("failed"),
              })
            }
          >
            {t("web.notifications.mark_all")}
          </Button>
        ) : null}
      </div>
      <p role="status" className="cw:sr-only">
        {status === "read" ? t("web.notifications.all_read") : ""}
      </p>
      {status === "failed" ? (
        <Alert
          variant="danger"
          isLive
          title={t("web.notifications.all_read_failed")}
          onDismiss={() => setStatus(null)}
        />
      ) : null}
      {body}
    </div>
  );
}
