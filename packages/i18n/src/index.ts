export { loadMessages } from "./load";
export { loadWidgetMessages } from "./load-widgets";
export {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_NAMES,
  LOCALES,
  type Locale,
  resolveLocale,
} from "./locales";
export {
  createTranslator,
  type Messages,
  type MessageValues,
  type Translate,
  type Translator,
} from "./translator";
