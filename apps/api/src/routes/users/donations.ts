import type { Hono } from "hono";
import { z } from "zod";
import { type Deps, type Env, isAdmin } from "../../context";
import type { UserRow } from "../../db/schema";
import { type Ctx, pathId, requireAuth } from "../../http/request";
import { forbidden, notFound } from "../../lib/errors";
import { page, parse } from "../../lib/validate";
import { linkOrigin, pdfHeaders } from "../../services/certificate";
import {
  canSeeDonations,
  donationYears,
  donorCertificate,
  earnedTotals,
  givenByCategory,
  givenDonations,
  givenTotals,
} from "../../services/user-donations";
import { userById } from "../../services/user-lookups";

/** What a user gave and raised (as far as the viewer may see it), and their donor certificate. */
export function userDonationRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;

  const target = async (c: Ctx) => {
    const user = await userById(db, pathId(c, "id"));
    if (!user) throw notFound();
    return user;
  };
  const canSee = (c: Ctx, user: UserRow) => canSeeDonations(user, c.get("auth")?.user);

  /** Whether the viewer is the donor: they alone see their anonymous donations. */
  const ownDonations = (c: Ctx, user: UserRow) => c.get("auth")?.user.id === user.id;

  app.get("/api/v2/user/:id{[0-9]+}/donations", async (c) => {
    const user = await target(c);
    const { offset, limit } = page(c.req.query(), { limit: 8 });
    const year = parse(
      z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() }),
      c.req.query(),
    ).year;
    if (!canSee(c, user)) return c.json({ response: { donations: [], total: 0 } });
    return c.json({
      response: await givenDonations(
        db,
        user,
        { own: ownDonations(c, user), year },
        { offset, limit },
        linkOrigin(c.req.url, deps.config),
        { user: c.get("auth")?.user },
      ),
    });
  });

  app.get("/api/v2/user/:id{[0-9]+}/total-donations-amount", async (c) => {
    const user = await target(c);
    if (!canSee(c, user)) return c.json({ response: { amounts: [] } });
    return c.json({ response: { amounts: await givenTotals(db, user, ownDonations(c, user)) } });
  });

  app.get("/api/v2/user/:id{[0-9]+}/campaings-total-earned-amount", async (c) => {
    const user = await target(c);
    return c.json({ response: { amounts: await earnedTotals(db, user) } });
  });

  app.get("/api/v2/user/:id{[0-9]+}/business-donation-categories", async (c) => {
    const user = await target(c);
    if (!canSee(c, user)) return c.json({ response: { categories: [] } });
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

  app.get("/api/v2/user/:id{[0-9]+}/certificate", async (c) => {
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
  app.get("/api/v2/user/:id{[0-9]+}/certificate.pdf", async (c) => {
    const { user, year } = await certificateOf(c);
    const { number, pdf } = await donorCertificate(db, user, year);
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, pdfHeaders(number));
  });

  app.get("/api/v2/user/donation-years", async (c) => {
    const { user } = requireAuth(c);
    return c.json({ response: { years: await donationYears(db, user.id) } });
  });
}
