"use client";
export { CurrencyPicker, type CurrencyPickerProps } from "./CurrencyPicker";
export {
  type CurrencyLike,
  currencyLabel,
  currencyName,
  currencyOptions,
  matchesCurrency,
} from "./currency-options";
