import { EmailSettingsForm } from "@causeway/forms";
import { SettingsFormPage } from "./SettingsSection";

/** /settings/email: the new address; the token the server answers for it becomes the session's. */
export function Component() {
  return (
    <SettingsFormPage
      page="email"
      form={({ user, signIn }) => (
        <EmailSettingsForm currentEmail={user.email ?? null} onTokenRenewed={signIn} />
      )}
    />
  );
}
