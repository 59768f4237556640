import { NameSettingsForm } from "@causeway/forms";
import { nameLockProblem } from "@causeway/rules";
import { SettingsFormPage } from "./SettingsSection";

/** /settings/name: locked when the member cannot change it (001 §5, the rule the server applies). */
export function Component() {
  return (
    <SettingsFormPage
      page="name"
      form={({ user }) => {
        // Locked means any other name is refused; "" differs from every stored name.
        const isLocked =
          nameLockProblem(
            {
              registerStep: user.register_step,
              canChange: user.can_username_change,
              currentName: user.name,
            },
            "",
          ) !== null;
        return <NameSettingsForm currentName={user.name ?? ""} isLocked={isLocked} />;
      }}
    />
  );
}
