export {
  Radio,
  RadioGroup,
  type RadioGroupProps,
  type RadioProps,
  type RadioVariant,
} from "./RadioGroup";
