"use client";
export { BirthdaySettingsForm, type BirthdaySettingsFormProps } from "./BirthdaySettingsForm";
export { EmailSettingsForm, type EmailSettingsFormProps } from "./EmailSettingsForm";
export { GenderSettingsForm, type GenderSettingsFormProps } from "./GenderSettingsForm";
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
} from "./SettingsForm";
export { firstWithError, rulesResolver, splitServerErrors } from "./settings-form";
export { UsernameSettingsForm, type UsernameSettingsFormProps } from "./UsernameSettingsForm";
