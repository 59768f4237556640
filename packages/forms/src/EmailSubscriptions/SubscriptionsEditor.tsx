"use client";
import { accountMutations } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Alert, Button, Switch, useToast, WIDGET_ROOT } from "@causeway/ui";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { AccessRefused } from "./AccessRefused";
import {
  type AccessProblem,
  accessLink,
  accessProblem,
  allOff,
  type EmailSubscription,
  emailTypeText,
  noneSubscribed,
  type SubscriptionAccess,
  sameSubscriptions,
  withSubscribed,
} from "./email-subscriptions";

export interface SubscriptionsEditorProps {
  /** The list the server answered; Save sends the whole list back. */
  initial: EmailSubscription[];
  access: SubscriptionAccess;
  loginHref: string;
  onSaved?: (types: EmailSubscription[]) => void;
}

type Outcome =
  | { kind: "idle" }
  | { kind: "saved"; allOff: boolean }
  | { kind: "failed" }
  | { kind: "refused"; problem: Exclude<AccessProblem, null> };

/** The switches of a loaded list: dirty against what the server holds, Save, unsubscribe from all. */
export function SubscriptionsEditor({
  initial,
  access,
  loginHref,
  onSaved,
}: SubscriptionsEditorProps) {
  const { t } = useTranslator();
  const baseId = useId();
  const update = useMutation(accountMutations.updateEmailSubscriptions());
  const [stored, setStored] = useState(initial);
  const [current, setCurrent] = useState(initial);
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });
  const saving = update.isPending;
  // Which button sent the pending request: it shows the spinner (and keeps focus), the other waits.
  const [sentBy, setSentBy] = useState<"save" | "all">("save");
  const dirty = !sameSubscriptions(current, stored);

  const { toast, hasRegion } = useToast();
  const save = async (types: EmailSubscription[], by: "save" | "all") => {
    setSentBy(by);
    setOutcome({ kind: "idle" });
    try {
      const answer = await update.mutateAsync({ ...accessLink(access), types });
      setStored(answer);
      setCurrent(answer);
      const allOff = noneSubscribed(answer);
      setOutcome({ kind: "saved", allOff });
      // A toast where the host mounts a region; else said in place below (never both).
      toast({ title: t(savedMessage(allOff)), variant: "success" });
      onSaved?.(answer);
    } catch (error) {
      const problem = accessProblem(error, access);
      setOutcome(problem ? { kind: "refused", problem } : { kind: "failed" });
    }
  };

  return (
    <form
      noValidate
      data-slot="email-subscriptions-form"
      data-dirty={dirty || undefined}
      aria-busy={saving || undefined}
      className={`${WIDGET_ROOT} cw:flex cw:w-full cw:max-w-md cw:flex-col cw:gap-4`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving && current.length > 0) void save(current, "save");
      }}
    >
      {outcome.kind === "failed" ? (
        <Alert variant="danger" isLive title={t("forms.settings.failed")} />
      ) : outcome.kind === "refused" ? (
        <AccessRefused problem={outcome.problem} loginHref={loginHref} isLive />
      ) : null}
      <fieldset className="cw:flex cw:flex-col cw:gap-4">
        <legend className="cw:mb-3 cw:font-semibold cw:text-fg cw:text-sm">
          {t("forms.email_subscriptions.legend")}
        </legend>
        {current.length === 0 ? (
          <p className="cw:text-fg-muted cw:text-sm">{t("forms.email_subscriptions.empty")}</p>
        ) : (
          current.map((item, index) => {
            const text = emailTypeText(item.type, t);
            const descriptionId = `${baseId}-${index}-description`;
            return (
              <div key={item.type} data-slot="email-subscription" data-type={item.type}>
                <Switch
                  isSelected={item.subscribed}
                  isDisabled={saving}
                  aria-describedby={text.description ? descriptionId : undefined}
                  onChange={(on) => {
                    setCurrent((list) => withSubscribed(list, item.type, on));
                    setOutcome((last) => (last.kind === "saved" ? { kind: "idle" } : last));
                  }}
                  className="cw:font-medium"
                >
                  {text.label}
                </Switch>
                {text.description ? (
                  <p id={descriptionId} className="cw:ps-11 cw:text-fg-muted cw:text-sm">
                    {text.description}
                  </p>
                ) : null}
              </div>
            );
          })
        )}
      </fieldset>
      {outcome.kind === "saved" && !dirty && !hasRegion ? (
        <Alert variant="success" isLive title={t(savedMessage(outcome.allOff))} />
      ) : null}
      {current.length === 0 ? null : (
        <div className="cw:flex cw:flex-wrap cw:items-center cw:gap-3">
          <Button
            type="submit"
            isLoading={saving && sentBy === "save"}
            isDisabled={saving && sentBy === "all"}
          >
            {t("forms.settings.save")}
          </Button>
          <Button
            variant="secondary"
            isLoading={saving && sentBy === "all"}
            isDisabled={saving && sentBy === "save"}
            onPress={() => {
              const off = allOff(current);
              setCurrent(off);
              void save(off, "all");
            }}
          >
            {t("forms.email_subscriptions.unsubscribe_all")}
          </Button>
        </div>
      )}
      {dirty ? (
        <p data-slot="email-subscriptions-dirty" className="cw:text-fg-muted cw:text-sm">
          {t("forms.email_subscriptions.unsaved")}
        </p>
      ) : null}
    </form>
  );
}

/** What a save says: every e-mail off, or the choices kept. */
const savedMessage = (allOff: boolean) =>
  allOff ? "forms.email_subscriptions.all_off_saved" : "forms.email_subscriptions.saved";
