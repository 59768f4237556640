import { ApiError, type Campaign, campaignMutations } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Alert, AlertDialog, AlertDialogContent, Button, useToast } from "@causeway/ui";
import { useMutation } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";

type Change = { active?: boolean; finished?: boolean; successful?: boolean };
type Asked = "pause" | "finish" | "successful" | "delete" | null;

const QUESTION: Record<
  Exclude<Asked, null>,
  { title: string; description: string; confirm: string }
> = {
  pause: {
    title: "web.dashboard.status.pause_title",
    description: "web.dashboard.status.pause_description",
    confirm: "web.dashboard.status.pause",
  },
  finish: {
    title: "web.dashboard.status.finish_title",
    description: "web.dashboard.status.finish_description",
    confirm: "web.dashboard.status.finish",
  },
  successful: {
    title: "web.dashboard.status.successful_title",
    description: "web.dashboard.status.successful_description",
    confirm: "web.dashboard.status.successful",
  },
  delete: {
    title: "web.dashboard.status.delete_title",
    description: "web.dashboard.status.delete_description",
    confirm: "web.dashboard.status.delete",
  },
};

/**
 * The owner's status changes (000 §4: active, finished, successful; PUT /api/v2/campaign/{id}) and
 * delete (DELETE, then home: 000 §2 "a deleted-campaign notification leads to /"), each asked
 * first; a change made is confirmed by a toast, the server's refusal is said here, in the user's
 * language.
 */
export function CampaignStatusActions({ campaign }: { campaign: Campaign }) {
  const { t, has } = useTranslator();
  const navigate = useNavigate();
  const [asked, setAsked] = useState<Asked>(null);
  const { toast } = useToast();
  const update = useMutation(campaignMutations.updateStatus(campaign.id));
  const remove = useMutation(campaignMutations.remove(campaign.id));
  const failed = update.error ?? remove.error;
  const failure = failed
    ? failed instanceof ApiError && has(failed.message)
      ? t(failed.message)
      : t("web.dashboard.status.failed")
    : null;

  const change = (next: Change, said: string) => {
    remove.reset();
    update.mutate(next, { onSuccess: () => toast({ title: t(said), variant: "success" }) });
  };
  const confirm = () => {
    if (asked === "pause") change({ active: false }, "web.dashboard.status.paused");
    if (asked === "finish") change({ finished: true }, "web.dashboard.status.finished");
    if (asked === "successful")
      change({ successful: true }, "web.dashboard.status.marked_successful");
    if (asked === "delete") {
      update.reset();
      remove.mutate(undefined, { onSuccess: () => navigate("/", { replace: true }) });
    }
  };
  const busy = update.isPending || remove.isPending;
  const question = asked ? QUESTION[asked] : null;
  return (
    <section aria-labelledby="campaign-status" className="cw:flex cw:flex-col cw:gap-3">
      <h2 id="campaign-status" className="cw:text-xl cw:font-semibold">
        {t("web.dashboard.status.title")}
      </h2>
      <div className="cw:flex cw:flex-wrap cw:gap-3">
        {!campaign.finished ? (
          campaign.active ? (
            <Button variant="secondary" isDisabled={busy} onPress={() => setAsked("pause")}>
              {t("web.dashboard.status.pause")}
            </Button>
          ) : (
            <Button
              variant="secondary"
              isDisabled={busy}
              onPress={() => change({ active: true }, "web.dashboard.status.activated")}
            >
              {t("web.dashboard.status.activate")}
            </Button>
          )
        ) : null}
        {!campaign.finished ? (
          <Button variant="secondary" isDisabled={busy} onPress={() => setAsked("finish")}>
            {t("web.dashboard.status.finish")}
          </Button>
        ) : null}
        {!campaign.successful ? (
          <Button variant="secondary" isDisabled={busy} onPress={() => setAsked("successful")}>
            {t("web.dashboard.status.successful")}
          </Button>
        ) : null}
        <Button
          variant="danger"
          icon={<Trash2 aria-hidden size={16} />}
          isDisabled={busy}
          onPress={() => setAsked("delete")}
        >
          {t("web.dashboard.status.delete")}
        </Button>
      </div>
      {failure ? <Alert variant="danger" isLive title={failure} /> : null}
      <AlertDialog open={asked !== null} onOpenChange={(open) => !open && setAsked(null)}>
        {question ? (
          <AlertDialogContent
            title={t(question.title)}
            description={t(question.description, { name: campaign.name })}
            variant={asked === "delete" ? "destructive" : "default"}
            confirmLabel={t(question.confirm)}
            cancelLabel={t("web.dashboard.status.cancel")}
            onConfirm={confirm}
            onCancel={() => setAsked(null)}
          />
        ) : null}
      </AlertDialog>
    </section>
  );
}
