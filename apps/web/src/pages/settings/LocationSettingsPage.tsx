import { LocationSettingsForm } from "@causeway/forms";
import { SettingsFormPage } from "./SettingsSection";

/** /settings/location: a place picked from the city search. */
export function Component() {
  return (
    <SettingsFormPage
      page="location"
      form={({ user }) => <LocationSettingsForm currentLocation={user.location ?? null} />}
    />
  );
}
