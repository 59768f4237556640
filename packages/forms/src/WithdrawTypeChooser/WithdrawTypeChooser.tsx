"use client";
import { useTranslator } from "@causeway/i18n/react";
import { type WithdrawCampaign, withdrawOptions } from "@causeway/rules";
import { Alert, Button, Link, WIDGET_ROOT } from "@causeway/ui";
import { HeartHandshake, Landmark, Stethoscope } from "lucide-react";
import { type ReactNode, useId } from "react";

export type WithdrawType = "user" | "provider" | "campaign";

export interface WithdrawTypeChooserProps {
  campaign: WithdrawCampaign;
  onChoose: (type: WithdrawType) => void;
  /** Where the withdrawal rules and terms are. */
  rulesHref: string;
  /** Opens the post creator (the host redirects to the withdraws page after posting). */
  onPostUpdate: () => void;
  /**
   * Shown at the end of the heading's line (the host's Close button), so the chooser needs no
   * row of its own above the heading.
   */
  action?: ReactNode;
}

/**
 * The first step of a withdrawal (000 §2): to the owner's bank account or to a provider, or, when
 * the campaign raises money for another campaign, to that campaign. Options are dimmed while the
 * campaign cannot withdraw; a verified campaign with donations that cannot withdraw is asked to
 * post an update first.
 */
export function WithdrawTypeChooser({
  campaign,
  onChoose,
  rulesHref,
  onPostUpdate,
  action,
}: WithdrawTypeChooserProps) {
  const { t } = useTranslator();
  const options = withdrawOptions(campaign);
  const titleId = useId();
  const unavailableId = useId();
  const option = (type: WithdrawType, icon: ReactNode, title: string, description?: string) => (
    <Option
      key={type}
      icon={icon}
      title={title}
      description={description}
      isDisabled={options.dimmed}
      describedBy={options.dimmed ? unavailableId : undefined}
      onPress={() => onChoose(type)}
    />
  );
  return (
    <section
      aria-labelledby={titleId}
      data-slot="withdraw-type-chooser"
      data-dimmed={options.dimmed || undefined}
      className={`${WIDGET_ROOT} cw:flex cw:w-full cw:max-w-xl cw:flex-col cw:gap-4 cw:text-fg`}
    >
      <div className="cw:flex cw:items-start cw:justify-between cw:gap-3">
        <h2 id={titleId} className="cw:text-lg cw:font-semibold">
          {t("forms.chooser.title")}
        </h2>
        {action}
      </div>
      {options.postUpdateAlert ? (
        <Alert
          variant="warning"
          title={t("forms.chooser.post_update_title")}
          description={t("forms.chooser.post_update_description")}
          action={
            <Button size="sm" variant="secondary" onPress={onPostUpdate}>
              {t("forms.chooser.post_update_action")}
            </Button>
          }
        />
      ) : null}
      <div className="cw:flex cw:flex-col cw:gap-3">
        {options.showOptions
          ? [
              option(
                "user",
                <Landmark aria-hidden size={20} />,
                t("forms.chooser.user"),
                t("forms.chooser.user_description"),
              ),
              option(
                "provider",
                <Stethoscope aria-hidden size={20} />,
                t("forms.chooser.provider"),
                t("forms.chooser.provider_description"),
              ),
            ]
          : option(
              "campaign",
              <HeartHandshake aria-hidden size={20} />,
              t("forms.chooser.campaign"),
            )}
      </div>
      {options.dimmed ? (
        <p id={unavailableId} className="cw:text-sm cw:text-fg-muted">
          {t("forms.chooser.unavailable")}
        </p>
      ) : null}
      <Link href={rulesHref} className="cw:w-fit cw:text-sm">
        {t("forms.chooser.rules")}
      </Link>
    </section>
  );
}

interface OptionProps {
  icon: ReactNode;
  title: string;
  description?: string;
  isDisabled: boolean;
  describedBy?: string;
  onPress: () => void;
}

function Option({ icon, title, description, isDisabled, describedBy, onPress }: OptionProps) {
  return (
    <Button
      variant="secondary"
      onPress={onPress}
      isDisabled={isDisabled}
      aria-describedby={describedBy}
      data-dimmed={isDisabled || undefined}
      layout="tile"
      fullWidth
      className="cw:data-[dimmed]:opacity-50"
    >
      <span className="cw:text-primary">{icon}</span>
      <span className="cw:flex cw:flex-col cw:gap-0.5">
        <span className="cw:font-semibold">{title}</span>
        {description ? (
          <span className="cw:text-sm cw:font-normal cw:text-fg-muted">{description}</span>
        ) : null}
      </span>
    </Button>
  );
}
