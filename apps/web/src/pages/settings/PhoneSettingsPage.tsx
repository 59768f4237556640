import { PhoneSettingsForm } from "@causeway/forms";
import { SettingsFormPage } from "./SettingsSection";

/** /settings/phone. */
export function Component() {
  return (
    <SettingsFormPage
      page="phone"
      form={({ user }) => <PhoneSettingsForm currentPhone={user.phone ?? null} />}
    />
  );
}
