export { AriaLocale } from "./AriaLocale";
export {
  Field,
  FieldCounter,
  type FieldCounterProps,
  FieldError,
  type FieldErrorMessage,
  type FieldErrorProps,
  FieldHelp,
  type FieldHelpProps,
  FieldLabel,
  type FieldLabelProps,
  FieldLabelText,
  type FieldProps,
  fieldErrorClass,
  fieldHelpClass,
  fieldLabelClass,
} from "./Field";
export { type FieldControlVariantProps, fieldControlVariants, fieldRootClass } from "./fieldStyles";
export {
  NativeField,
  type NativeFieldOptions,
  type NativeFieldProps,
  nativeControlClass,
  useNativeField,
} from "./NativeField";
