import { GeneralSettings } from "@causeway/forms";
import { SettingsFormPage } from "./SettingsSection";
import { settingsHref } from "./settings-links";

/** /settings/general (where /settings leads): the bio, then every setting with its value. */
export function Component() {
  return (
    <SettingsFormPage
      page="general"
      form={({ user }) => <GeneralSettings user={user} settingsHref={settingsHref} />}
    />
  );
}
