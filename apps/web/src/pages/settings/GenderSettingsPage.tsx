import { GenderSettingsForm } from "@causeway/forms";
import { SettingsFormPage } from "./SettingsSection";

/** /settings/gender: male preselected when none is stored (001 §5). */
export function Component() {
  return (
    <SettingsFormPage
      page="gender"
      form={({ user }) => <GenderSettingsForm currentGender={user.gender ?? null} />}
    />
  );
}
