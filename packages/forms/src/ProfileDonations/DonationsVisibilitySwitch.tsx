"use client";
import { type User, userKeys, userMutations } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { cn, Switch, WIDGET_ROOT } from "@causeway/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";

export interface DonationsVisibilitySwitchProps {
  /** The signed-in member whose profile it is. */
  userId: number;
  /** Whether their donations show on their profile now (`donation_settings.visibility`). */
  visible: boolean;
  /** The server took the change: the user as it answered. */
  onChanged?: (user: User) => void;
  className?: string;
}

/**
 * Whether a member's donations show on their public profile (000 §3 donation_settings.visibility):
 * a switch that applies at once through PUT /api/v2/user/{id}/donations-visibility. The switch
 * moves first; a refusal moves it back and says so. Everything read about the user (their
 * donations, totals, profile) is read again once the server agreed.
 */
export function DonationsVisibilitySwitch({
  userId,
  visible,
  onChanged,
  className,
}: DonationsVisibilitySwitchProps) {
  const { t } = useTranslator();
  const client = useQueryClient();
  const change = useMutation(userMutations.donationsVisibility(userId));
  const [shown, setShown] = useState(visible);
  const [failed, setFailed] = useState(false);
  const hintId = useId();
  // A new answer from outside (the profile read again) wins.
  useEffect(() => setShown(visible), [visible]);

  const toggle = (next: boolean) => {
    setShown(next);
    setFailed(false);
    change.mutate(next, {
      onSuccess: (user) => {
        void client.invalidateQueries({ queryKey: [...userKeys.all, userId] });
        void client.invalidateQueries({ queryKey: [...userKeys.all, "profile"] });
        onChanged?.(user);
      },
      onError: () => {
        setShown(!next);
        setFailed(true);
      },
    });
  };

  return (
    <div
      data-slot="donations-visibility"
      data-state={shown ? "visible" : "hidden"}
      className={cn(WIDGET_ROOT, "cw:flex cw:flex-col cw:gap-1", className)}
    >
      <Switch
        isSelected={shown}
        onChange={toggle}
        isReadOnly={change.isPending}
        aria-describedby={hintId}
      >
        {t("forms.profile_donations.visible_label")}
      </Switch>
      <p id={hintId} className="cw:text-fg-muted cw:text-sm">
        {shown ? t("forms.profile_donations.visible_on") : t("forms.profile_donations.visible_off")}
      </p>
      {failed ? (
        <p role="alert" className="cw:text-danger cw:text-sm">
          {t("forms.profile_donations.visible_failed")}
        </p>
      ) : null}
    </div>
  );
}
