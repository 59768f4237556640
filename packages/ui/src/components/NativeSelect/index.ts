export { NativeSelect, type NativeSelectOption, type NativeSelectProps } from "./NativeSelect";
