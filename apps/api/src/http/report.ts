import { REPORT_MESSAGE, reportPayloadSchema, validateReport } from "@causeway/rules";
import type { Deps } from "../context";
import { badRequest, forbidden, HttpError } from "../lib/errors";
import { parse } from "../lib/validate";
import { type Ctx, jsonBody } from "./request";

/** Stores a report after the rules of 001 §5 (name when no full name, e-mail for guests). */
export async function storeReport(
  c: Ctx,
  deps: Deps,
  itemType: "post" | "campaign" | "user",
  item: { id: number; ownerId: number },
) {
  const body = parse(reportPayloadSchema, await jsonBody(c));
  const user = c.get("auth")?.user ?? null;
  // 000 §6: "report" is offered on others' items only, and only while not reported.
  if (user && user.id === item.ownerId) throw forbidden("report.validator.own_item");
  // The report form's rule: a name without a full name, an e-mail for anonymous visitors.
  const missing = validateReport(
    {
      type: body.type,
      name: body.name ?? "",
      email: body.email ?? "",
      description: body.description,
    },
    { isLoggedIn: user !== null, hasFullName: Boolean(user?.name) },
  );
  if (Object.keys(missing).length) throw badRequest(missing as Record<string, string>);
  const type = await deps.db
    .selectFrom("report_types")
    .select("id")
    .where("id", "=", body.type)
    .where("item_type", "=", itemType)
    .executeTakeFirst();
  if (!type) throw badRequest({ type: REPORT_MESSAGE.noOption });
  const stored = await deps.db
    .insertInto("reports")
    .values({
      item_type: itemType,
      item_id: item.id,
      type_id: body.type,
      reporter_id: user?.id ?? null,
      description: body.description.trim(),
      email: body.email ?? user?.email ?? null,
      name: body.name ?? user?.name ?? null,
    })
    // Once per member, and once per e-mail address for a guest (migration 0006's unique indexes).
    .onConflict((oc) => oc.doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!stored)
    throw new HttpError(409, { code: 409, message: "report.validator.already_reported" });
}
