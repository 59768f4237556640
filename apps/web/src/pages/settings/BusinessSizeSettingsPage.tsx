import { BusinessSizeSettingsForm } from "@causeway/forms";
import { SettingsFormPage } from "./SettingsSection";

/** /settings/size: a business's organisation size; any other member is sent to the general page. */
export function Component() {
  return (
    <SettingsFormPage
      page="size"
      businessOnly
      form={({ user }) => (
        <BusinessSizeSettingsForm currentSize={user.business_info?.organization_size?.id ?? null} />
      )}
    />
  );
}
