import { BirthdaySettingsForm } from "@causeway/forms";
import { SettingsFormPage } from "./SettingsSection";

/** /settings/birthday: day, month, year; an incomplete date is sent empty (001 §5). */
export function Component() {
  return (
    <SettingsFormPage
      page="birthday"
      form={({ user }) => <BirthdaySettingsForm currentBirthday={user.birthday ?? null} />}
    />
  );
}
