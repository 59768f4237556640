"use client";
export { EmailSettingsForm, type EmailSettingsFormProps } from "./EmailSettingsForm";
export { NameSettingsForm, type NameSettingsFormProps } from "./NameSettingsForm";
export { PasswordSettingsForm, type PasswordSettingsFormProps } from "./PasswordSettingsForm";
export {
  SettingsForm,
  type SettingsFormProps,
  SettingsTextField,
  type SettingsTextFieldProps,
  settingsFieldId,
} from "./SettingsForm";
export { firstWithError, rulesResolver, splitServerErrors } from "./settings-form";
export { UsernameSettingsForm, type UsernameSettingsFormProps } from "./UsernameSettingsForm";
