"use client";
import type { User } from "@causeway/api-client";
import { WIDGET_ROOT } from "@causeway/ui";
import { AccountSettingsList } from "./AccountSettingsList";
import { BioSettingsForm } from "./BioSettingsForm";
import { defaultSettingsHref, type SettingsPage } from "./general-settings";

export interface GeneralSettingsProps {
  /** The logged-in member (GET /api/v2/user). */
  user: User;
  /** The address of a settings sub-page, for the host's router; `/settings/<page>` by default. */
  settingsHref?: (page: SettingsPage) => string;
  /** The bio was saved: the updated member. */
  onSaved?: (user: User) => void;
}

/**
 * /settings/general, where /settings leads (000 §2): the bio (business 150, personal 500, optional;
 * PUT /api/v2/user/bio), then the member's account settings with their current values, each a link
 * to its sub-page; size and sector only for a business member.
 */
export function GeneralSettings({
  user,
  settingsHref = defaultSettingsHref,
  onSaved,
}: GeneralSettingsProps) {
  return (
    <div
      data-slot="general-settings"
      className={`${WIDGET_ROOT} cw:flex cw:w-full cw:max-w-md cw:flex-col cw:gap-6`}
    >
      <BioSettingsForm currentBio={user.bio} profileType={user.type} onSaved={onSaved} />
      <AccountSettingsList user={user} settingsHref={settingsHref} />
    </div>
  );
}
