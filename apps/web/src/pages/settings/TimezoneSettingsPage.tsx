import { TimezoneSettingsForm } from "@causeway/forms";
import { SettingsFormPage } from "./SettingsSection";

/** /settings/timezone: an IANA zone. */
export function Component() {
  return (
    <SettingsFormPage
      page="timezone"
      form={({ user }) => <TimezoneSettingsForm currentTimezone={user.timezone ?? null} />}
    />
  );
}
