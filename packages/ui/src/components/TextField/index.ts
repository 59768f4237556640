export { TextField, type TextFieldProps } from "./TextField";
export { useCharacterCount } from "./useCharacterCount";
