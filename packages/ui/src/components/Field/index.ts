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
  type FieldProps,
} from "./Field";
export { type FieldControlVariantProps, fieldControlVariants, fieldRootClass } from "./fieldStyles";
