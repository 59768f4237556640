import { UsernameSettingsForm } from "@causeway/forms";
import { SettingsFormPage } from "./SettingsSection";

/** /settings/username: locked unless can_username_change; the new token becomes the session's. */
export function Component() {
  return (
    <SettingsFormPage
      page="username"
      form={({ user, signIn }) => (
        <UsernameSettingsForm
          currentUsername={user.username}
          canChange={user.can_username_change}
          onTokenRenewed={signIn}
        />
      )}
    />
  );
}
