import { PasswordSettingsForm } from "@causeway/forms";
import { SettingsFormPage } from "./SettingsSection";

/** /settings/password: current, new and repeated; emptied once changed. */
export function Component() {
  return <SettingsFormPage page="password" form={() => <PasswordSettingsForm />} />;
}
