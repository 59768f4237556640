// Field schemas shared by the payload schemas (zod/mini, to keep the widgets' bundles small). Every
// message is a dictionary key, so a 400 from the server and a client-side check read the same.
import * as z from "zod/mini";
import { isValidIban } from "../iban";
import { BLOCKER } from "../messages";
import { limitReasons } from "../reasons";
import { charCount } from "../restricted-text";
import { isSingleLine, TEXT_MESSAGE } from "../text-input";
import { WHOLE_AMOUNT_MAX_MINOR, WHOLE_AMOUNT_MESSAGE } from "../whole-amount";

/** Generic messages for what the forms never let through (a tampered or broken request). */
export const SCHEMA_MESSAGE = {
  invalid: "forms.error.invalid",
  tooLong: "forms.error.too_long",
  sameCampaign: "forms.error.same_campaign",
  nameRequired: "forms.error.name_required",
  birthday: "forms.error.birthday_invalid",
  location: "forms.error.location_required",
  sectors: "forms.error.sectors_required",
  organizationSize: "forms.error.organization_size_required",
  logo: "forms.error.logo_required",
} as const;

/** At most `max` characters (code points, as JSON Schema's maxLength counts them). */
export const maxChars = (max: number, message: string = SCHEMA_MESSAGE.tooLong) =>
  z.refine<string>((value) => charCount(value) <= max, { message });

/** One line: no line break, tab or control character (a name, a title, a bank). */
export const singleLine = () =>
  z.refine<string>(isSingleLine, { message: TEXT_MESSAGE.singleLine });

/** A string field checked by a rule function answering a dictionary key or null. */
export const ruled = (problem: (value: string) => string | null, missing: string) =>
  z.string(missing).check(
    z.superRefine((value, ctx) => {
      const message = problem(value);
      if (message) ctx.issues.push({ code: "custom", message, input: value });
    }),
  );

/** Non-empty once trimmed. */
export const filled = (message: string) =>
  z.refine<string>((value) => value.trim() !== "", { message });

/** A positive integer id (currency, campaign, bank account, media ...). */
export const id = (message: string = SCHEMA_MESSAGE.invalid) =>
  z.int().check(z.minimum(1, message), z.maximum(Number.MAX_SAFE_INTEGER, message));

/**
 * A withdrawal's or transfer's amount in minor units (000 §5: the box's whole major units ×100):
 * an integer above zero, at most 9 digits of major units. A negative amount is refused as such
 * (never read as a positive one), and so is a fractional one (12.5 minor units).
 */
export const minorAmount = () =>
  z
    .int({
      error: (issue) =>
        typeof issue.input === "number" && Number.isFinite(issue.input)
          ? issue.input < 0
            ? WHOLE_AMOUNT_MESSAGE.sign
            : WHOLE_AMOUNT_MESSAGE.decimal
          : BLOCKER.amount,
    })
    .check(
      z.refine((amount) => amount >= 0, { message: WHOLE_AMOUNT_MESSAGE.sign, abort: true }),
      z.minimum(1, BLOCKER.amount),
      z.maximum(WHOLE_AMOUNT_MAX_MINOR, WHOLE_AMOUNT_MESSAGE.too_long),
    );

/**
 * At least one reason id; of more than 3 the first 3 distinct ones count and the rest are ignored
 * (000 §5: "At most 3 reasons (more is ignored)"), as the picker does (limitReasons).
 */
export const reasonIds = () =>
  z.pipe(
    z.array(id()).check(z.minLength(1, BLOCKER.reasons)),
    z.transform((ids: number[]) => limitReasons(ids)),
  );

/** A normalised IBAN that passes the registry's checks. */
export const iban = () =>
  z.string().check(
    z.minLength(1, BLOCKER.iban),
    z.regex(/^[A-Z0-9]*$/, BLOCKER.ibanInvalid),
    z.refine((value) => value === "" || isValidIban(value), { message: BLOCKER.ibanInvalid }),
  );

export const bic = () =>
  z
    .string()
    .check(
      z.minLength(1, BLOCKER.bic),
      z.regex(/^$|^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, SCHEMA_MESSAGE.invalid),
    );

export const country = () =>
  z
    .string()
    .check(z.minLength(1, BLOCKER.country), z.regex(/^$|^[A-Z]{2}$/, SCHEMA_MESSAGE.invalid));

export const bank = () => z.string().check(filled(BLOCKER.bank), singleLine());

export const invoiceRef = () =>
  z.object({ id: id(), type: z.enum(["file", "image"], SCHEMA_MESSAGE.invalid) });

/** A picked place: both the id and the address, reported on the field as a whole. */
export const location = () =>
  z
    .object(
      {
        place_id: z.string(SCHEMA_MESSAGE.location).check(singleLine()),
        formatted_address: z.string(SCHEMA_MESSAGE.location).check(singleLine()),
      },
      SCHEMA_MESSAGE.location,
    )
    .check(
      z.refine((place) => place.place_id.trim() !== "" && place.formatted_address.trim() !== "", {
        message: SCHEMA_MESSAGE.location,
      }),
    );
