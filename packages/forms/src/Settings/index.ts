"use client";
export { AccountSettingsList, type AccountSettingsListProps } from "./AccountSettingsList";
export { BioSettingsForm, type BioSettingsFormProps } from "./BioSettingsForm";
export { BirthdaySettingsForm, type BirthdaySettingsFormProps } from "./BirthdaySettingsForm";
export {
  BusinessSectorSettingsForm,
  type BusinessSectorSettingsFormProps,
  BusinessSizeSettingsForm,
  type BusinessSizeSettingsFormProps,
} from "./BusinessSettingsForms";
export { EmailSettingsForm, type EmailSettingsFormProps } from "./EmailSettingsForm";
export { GenderSettingsForm, type GenderSettingsFormProps } from "./GenderSettingsForm";
export { GeneralSettings, type GeneralSettingsProps } from "./GeneralSettings";
export {
  ACCOUNT_PAGE_LABEL,
  ACCOUNT_PAGES,
  type AccountPage,
  accountPages,
  defaultSettingsHref,
  type SettingsPage,
} from "./general-settings";
export { NameSettingsForm, type NameSettingsFormProps } from "./NameSettingsForm";
export { PasswordSettingsForm, type PasswordSettingsFormProps } from "./PasswordSettingsForm";
export { PhoneSettingsForm, type PhoneSettingsFormProps } from "./PhoneSettingsForm";
export {
  LocationSettingsForm,
  type LocationSettingsFormProps,
  TimezoneSettingsForm,
  type TimezoneSettingsFormProps,
} from "./PlaceSettingsForms";
export {
  SettingsForm,
  type SettingsFormProps,
  SettingsTextField,
  type SettingsTextFieldProps,
  settingsFieldId,
  useErrorText,
} from "./SettingsForm";
export { firstWithError, rulesResolver, splitServerErrors } from "./settings-form";
export { UsernameSettingsForm, type UsernameSettingsFormProps } from "./UsernameSettingsForm";
