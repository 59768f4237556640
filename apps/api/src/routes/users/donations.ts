import type { Hono } from "hono";
import { sql } from "kysely";
import { z } from "zod";
import { type Deps, type Env, isAdmin } from "../../context";
import type { UserRow } from "../../db/schema";
import { type Ctx, pathId, requireAuth } from "../../http/request";
import { forbidden, notFound } from "../../lib/errors";
import { page, parse } from "../../lib/validate";
import { linkOrigin, pdfHeaders } from "../../services/certificate";
import { donationPage } from "../../services/donations";
import {
  donationYears,
  donorCertificate,
  earnedTotals,
  givenByCategory,
  givenTotals,
} from "../../services/user-donations";

/** What a user gave and raised (as far as the viewer may see it), and their donor certificate. */
export function userDonationRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;

  const target = async (c: Ctx) => {
    const user = await db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", pathId(c, "id"))
      .executeTakeFirst();
    if (!user) throw notFound();
    return user;
  };
  const canSeeDonations = (c: Ctx, user: UserRow) => {
    const viewer = c.get("auth")?.user;
    return user.donations_visible || viewer?.id === user.id || isAdmin(viewer);
  };

  /** Whether the viewer is the donor: they alone see their anonymous donations. */
  const ownDonations = (c: Ctx, user: UserRow) => c.get("auth")?.user.id === user.id;

  app.get("/api/v2/user/:id/donations", async (c) => {
    const user = await target(c);
    const { offset, limit } = page(c.req.query(), { limit: 8 });
    const year = parse(
      z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() }),
      c.req.query(),
    ).year;
    if (!canSeeDonations(c, user)) return c.json({ response: { donations: [], total: 0 } });
    const own = ownDonations(c, user);
    let base = db
      .selectFrom("donations")
      .where("donor_user_id", "=", user.id)
      .where("payment_status", "=", "PROCESSED");
    if (!own) base = base.where("is_anon", "=", false);
    if (year) base = base.where(sql<number>`extract(year from created_at)`, "=", year);
    const newest = (q: typeof base) => q.orderBy("created_at", "desc");
    return c.json({
      response: await donationPage(
        db,
        base,
        newest,
        { offset, limit },
        linkOrigin(c.req.url, deps.config),
        { user: c.get("auth")?.user },
      ),
    });
  });

  app.get("/api/v2/user/:id/total-donations-amount", async (c) => {
    const user = await target(c);
    if (!canSeeDonations(c, user)) return c.json({ response: { amounts: [] } });
    return c.json({ response: { amounts: await givenTotals(db, user, ownDonations(c, user)) } });
  });

  app.get("/api/v2/user/:id/campaings-total-earned-amount", async (c) => {
    const user = await target(c);
    return c.json({ response: { amounts: await earnedTotals(db, user) } });
  });

  app.get("/api/v2/user/:id/business-donation-categories", async (c) => {
    const user = await target(c);
    if (!canSeeDonations(c, user)) return c.json({ response: { categories: [] } });
    const categories = await givenByCategory(db, user, ownDonations(c, user));
    return c.json({ response: { categories } });
  });

  /** The user whose donor certificate is asked (by themself or staff) and its year, if any. */
  const certificateOf = async (c: Ctx) => {
    const { user: viewer } = requireAuth(c);
    const user = await target(c);
    if (viewer.id !== user.id && !isAdmin(viewer)) throw forbidden();
    const year = parse(
      z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() }),
      c.req.query(),
    ).year;
    return { user, year };
  };

  app.get("/api/v2/user/:id/certificate", async (c) => {
    const { user, year } = await certificateOf(c);
    const suffix = year ? `?year=${year}` : "";
    return c.json({
      response: {
        url: `${linkOrigin(c.req.url, deps.config)}/api/v2/user/${user.id}/certificate.pdf${suffix}`,
      },
    });
  });

  // The donor's certificate itself: a PDF of the PROCESSED donations of a year (or all years),
  // for the donor and staff, like the URL above.
  app.get("/api/v2/user/:id/certificate.pdf", async (c) => {
    const { user, year } = await certificateOf(c);
    const { number, pdf } = await donorCertificate(db, user, year);
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, pdfHeaders(number));
  });

  app.get("/api/v2/user/donation-years", async (c) => {
    const { user } = requireAuth(c);
    return c.json({ response: { years: await donationYears(db, user.id) } });
  });
}
