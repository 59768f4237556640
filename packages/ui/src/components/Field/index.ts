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
  type FieldProps,
} from "./Field";
export {
  type FieldLabelProps,
  FieldLabelText,
  fieldErrorClass,
  fieldHelpClass,
  fieldLabelClass,
} from "./field-label";
export { type FieldControlVariantProps, fieldControlVariants, fieldRootClass } from "./fieldStyles";
export {
  NativeField,
  type NativeFieldOptions,
  type NativeFieldProps,
  nativeControlClass,
  useNativeField,
} from "./NativeField";
