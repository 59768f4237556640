// Business constants and limits of spec 000 §9 and 001 §9 that the forms use. One place, so a
// widget, a rule and the server (apps/api) read the same number.

/** At most this many withdrawal reasons (cost types); more are ignored. */
export const MAX_REASONS = 3;
/** Recipient (holder) name on a provider withdrawal. */
export const RECIPIENT_NAME_MAX = 150;
/** Motivational letter of a campaign transfer. */
export const MOTIVATIONAL_LETTER_MAX = 200;
/** A provider withdrawal's payment reference (the contract's maxLength). */
export const REFERENCE_MAX = 140;
/** Characters an amount may take on screen. */
export const AMOUNT_DISPLAY_MAX = 12;
/** Digits an amount input accepts (whole major units). */
export const AMOUNT_INPUT_MAX_DIGITS = 9;
/** A typed IBAN is verified on blur from this many characters. */
export const IBAN_VERIFY_MIN_LENGTH = 10;
/** Withdrawal list page size. */
export const WITHDRAW_LIST_PAGE_SIZE = 4;
/** Provider suggestions shown while typing an IBAN, and after a suggestion was picked. */
export const PROVIDER_SEARCH_LIMIT = 8;
export const PROVIDER_SEARCH_LIMIT_AFTER_PICK = 4;
/** Transfer target campaigns listed by the search. */
export const TRANSFER_SEARCH_LIMIT = 8;
/** Withdrawal tax in tenths of a percent (9.4 %), kept an integer so no float maths is needed. */
export const WITHDRAW_TAX_PER_MILLE = 94;
/** Post creator: publish at most once per this window. */
export const PUBLISH_THROTTLE_MS = 600;
/** Search debounce, and the slower one of pickers. */
export const SEARCH_DEBOUNCE_MS = 300;
export const PICKER_SEARCH_DEBOUNCE_MS = 700;
/** Username length. */
export const USERNAME_MIN = 4;
export const USERNAME_MAX = 20;
/** Profile name, and the bio of a business and of a personal profile. */
export const NAME_MAX = 30;
export const BUSINESS_BIO_MAX = 150;
export const PERSONAL_BIO_MAX = 500;
/** Post excerpt: shorter when the post has a title. */
export const EXCERPT_WITH_TITLE = 50;
export const EXCERPT_WITHOUT_TITLE = 200;
/** A campaign card's description: its story cut to 55 characters (001 §9). */
export const CARD_DESCRIPTION = 55;
/** Post title, as the contract allows. */
export const POST_TITLE_MAX = 150;
/** Avatar and cover dialogs. */
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 2;
export const ZOOM_STEP = 0.01;
export const AVATAR_CROP = { width: 200, height: 200 } as const;
export const COVER_CROP = { width: 382.5, height: 156 } as const;

/**
 * The 14 interface languages of spec 000 §1, in the spec's order: what a language setting accepts.
 * @causeway/i18n's LOCALES is the same list (its dictionaries); a test of @causeway/forms, which
 * sees both packages, keeps the two equal.
 */
export const LANGUAGE_CODES = [
  "en",
  "bg",
  "es",
  "de",
  "pl",
  "ru",
  "fr",
  "tr",
  "pt",
  "uk",
  "el",
  "it",
  "ro",
  "hu",
] as const;
