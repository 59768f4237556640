import { campaignQueries } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import {
  Alert,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  Skeleton,
  StatusIcon,
} from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";

export interface TasksModalProps {
  campaignId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens the update modal: the "first update" task, still to do, offers it. */
  onPostUpdate?: () => void;
}

const FIRST_UPDATE = "campaign.task.first_update";

/** The campaign's tasks (GET /campaign/{id}/task), each done or still to do (000 §2 task_modal). */
export function TasksModal({ campaignId, open, onOpenChange, onPostUpdate }: TasksModalProps) {
  const { t } = useTranslator();
  const tasks = useQuery({ ...campaignQueries.tasks(campaignId), enabled: open });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="tasks-modal"
        title={t("web.dashboard.tasks.title")}
        description={t("web.dashboard.tasks.description")}
        footer={
          <DialogClose>
            <Button variant="secondary">{t("forms.success.close")}</Button>
          </DialogClose>
        }
      >
        {tasks.isPending ? (
          <div aria-busy="true" className="cw:flex cw:flex-col cw:gap-2">
            <Skeleton lines={3} />
          </div>
        ) : tasks.isError ? (
          <Alert
            variant="danger"
            title={t("web.dashboard.tasks.failed")}
            action={
              <Button size="sm" variant="secondary" onPress={() => void tasks.refetch()}>
                {t("forms.currency.retry")}
              </Button>
            }
          />
        ) : tasks.data.length === 0 ? (
          <p className="cw:text-fg-muted">{t("web.dashboard.tasks.empty")}</p>
        ) : (
          <ul className="cw:flex cw:flex-col cw:divide-y cw:divide-border">
            {tasks.data.map((task) => (
              <li
                key={task.id}
                className="cw:flex cw:items-center cw:justify-between cw:gap-3 cw:py-3"
              >
                <span className={task.done ? "cw:text-fg-muted cw:line-through" : "cw:font-medium"}>
                  {t(task.key)}
                </span>
                <span className="cw:flex cw:flex-wrap cw:items-center cw:justify-end cw:gap-3">
                  {!task.done && task.key === FIRST_UPDATE && onPostUpdate ? (
                    <Button size="sm" variant="secondary" onPress={onPostUpdate}>
                      {t("web.dashboard.post_update")}
                    </Button>
                  ) : null}
                  <StatusIcon
                    status={task.done ? "approved" : "pending"}
                    showLabel
                    size="sm"
                    label={
                      task.done ? t("web.dashboard.tasks.done") : t("web.dashboard.tasks.todo")
                    }
                  />
                </span>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
