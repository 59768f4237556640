import { SCHEMA_MESSAGE } from "@causeway/rules";
import { badRequest, type FieldErrors } from "../lib/errors";
import { BUSINESS_SECTORS, BUSINESS_SIZES } from "./present";

/**
 * A business member's sectors and organisation size must be options the server lists (GET
 * /api/v2/user/business-sector and business-organization-size): at sign-up and in the settings.
 * `names` maps them to the request's own field names.
 */
export function assertBusinessChoices(
  choice: { sectors?: readonly number[]; size?: number },
  names: { sectors: string; size: string } = { sectors: "sectors", size: "organization_size" },
) {
  const errors: FieldErrors = {};
  if (choice.sectors?.some((id) => !BUSINESS_SECTORS.some((sector) => sector.id === id)))
    errors[names.sectors] = SCHEMA_MESSAGE.sectors;
  if (choice.size !== undefined && !BUSINESS_SIZES.some((size) => size.id === choice.size))
    errors[names.size] = SCHEMA_MESSAGE.organizationSize;
  if (Object.keys(errors).length) throw badRequest(errors);
}
