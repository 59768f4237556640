import { BusinessSectorSettingsForm } from "@causeway/forms";
import { SettingsFormPage } from "./SettingsSection";

/** /settings/sector: a business's sectors; any other member is sent to the general page. */
export function Component() {
  return (
    <SettingsFormPage
      page="sector"
      businessOnly
      form={({ user }) => (
        <BusinessSectorSettingsForm
          currentSectors={(user.business_info?.sectors ?? []).map((sector) => sector.id)}
        />
      )}
    />
  );
}
