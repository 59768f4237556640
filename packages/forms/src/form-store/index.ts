export {
  createFormStore,
  type FormProblems,
  type FormStore,
  sameValue,
  type Validate,
  within,
} from "./form-store";
export {
  FormField,
  type FormFieldProps,
  type FormFieldRender,
  useFieldValue,
  useFormErrors,
  useFormStore,
  useIsDirty,
} from "./react";
