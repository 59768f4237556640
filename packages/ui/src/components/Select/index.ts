export {
  ListPopover,
  SelectItem,
  type SelectItemProps,
  SelectSection,
  type SelectSectionProps,
} from "./ListBoxParts";
export { Select, type SelectProps } from "./Select";
