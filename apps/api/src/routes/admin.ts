// The staff console's reads (/admincp; the contract's tag "staff"): the verification queue, the
// bank accounts and withdrawals waiting for a decision, and the user lookup. The decisions
// themselves are the operations the console shares with the rest of the contract
// (verifyCampaign, decideBankAccount, updateWithdrawal with { state }, the withdrawal notes,
// impersonateUser). Admins only; a super admin counts (000 §6). The specification shows no path for
// any of these; each is the contract's choice.
import type { Hono } from "hono";
import { z } from "zod";
import type { Deps, Env } from "../context";
import type { CampaignRow } from "../db/schema";
import { pathId, requireAdmin, viewerId } from "../http/request";
import { notFound } from "../lib/errors";
import { page, parse } from "../lib/validate";
import { presentCampaigns } from "../services/campaigns";
import { mediaPaths, presentBankAccount, presentWithdrawals, unix } from "../services/present";
import { emailQueue, presentStaffEmail, resendEmail } from "../services/staff-emails";
import {
  bankAccountQueue,
  campaignsAndOwners,
  userLookup,
  verificationQueue,
  withdrawalById,
  withdrawalQueue,
} from "../services/staff-lists";

/** The console's page size (the contract's StaffLimit). */
const STAFF_PAGE = { limit: 10, max: 50 };

export function adminRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;

  // ---------------------------------------------------------------- the verification queue
  app.get("/api/v2/admin/campaigns", async (c) => {
    requireAdmin(c);
    const { offset, limit } = page(c.req.query(), STAFF_PAGE);
    const query = parse(
      z.object({
        verified: z
          .enum(["true", "false"])
          .default("false")
          .transform((value) => value === "true"),
        name: z.string().max(200).optional(),
      }),
      c.req.query(),
    );
    const { rows: campaignRows, total } = await verificationQueue(db, query, { offset, limit });
    const [campaigns, media] = await Promise.all([
      presentCampaigns(db, campaignRows as CampaignRow[], viewerId(c)),
      mediaPaths(
        db,
        campaignRows.flatMap((row) => row.documents.map((d) => d.id)),
        { ownerView: true },
      ),
    ]);
    return c.json({
      response: {
        campaigns: campaigns.map((campaign, index) => ({
          campaign,
          documents: (campaignRows[index]?.documents ?? []).flatMap((d) => {
            const m = media.get(d.id);
            if (!m) return [];
            return [
              { id: d.id, type: d.type === "image" ? "image" : "file", path: m.path, name: m.name },
            ];
          }),
        })),
        total,
      },
    });
  });

  // ---------------------------------------------------------------- bank accounts to decide
  app.get("/api/v2/admin/bank-accounts", async (c) => {
    requireAdmin(c);
    const { offset, limit } = page(c.req.query(), STAFF_PAGE);
    const { state } = parse(
      z.object({
        state: z
          .enum(["PENDING", "APPROVED", "ACCEPTED", "REFUSED"])
          .default("PENDING")
          .transform((value) => (value === "ACCEPTED" ? "APPROVED" : value)),
      }),
      c.req.query(),
    );
    const { rows: accounts, total } = await bankAccountQueue(db, state, { offset, limit });
    const [presented, { links, owners, ownerOf }] = await Promise.all([
      Promise.all(accounts.map((account) => presentBankAccount(db, account))),
      campaignsAndOwners(
        db,
        accounts.map((a) => a.campaign_id),
      ),
    ]);
    return c.json({
      response: {
        bank_accounts: accounts.map((row, index) => ({
          account: presented[index],
          campaign: links.get(row.campaign_id),
          owner: owners.get(ownerOf.get(row.campaign_id)),
          date_added: unix(row.created_at),
        })),
        total,
      },
    });
  });

  // ---------------------------------------------------------------- withdrawals to decide
  const staffWithdrawals = async (rows: Parameters<typeof presentWithdrawals>[1]) => {
    const [presented, { links, owners, ownerOf }] = await Promise.all([
      presentWithdrawals(db, rows),
      campaignsAndOwners(
        db,
        rows.map((r) => r.campaign_id),
      ),
    ]);
    return rows.map((row, index) => ({
      withdraw: presented[index],
      campaign: links.get(row.campaign_id),
      owner: owners.get(ownerOf.get(row.campaign_id)),
    }));
  };

  app.get("/api/v2/admin/withdrawals", async (c) => {
    requireAdmin(c);
    const { offset, limit } = page(c.req.query(), STAFF_PAGE);
    const { state } = parse(
      z.object({
        state: z.enum(["PAYED", "REFUSED", "PENDING", "WAITING_DOCUMENTS"]).default("PENDING"),
      }),
      c.req.query(),
    );
    const { rows: withdrawals, total } = await withdrawalQueue(db, state, { offset, limit });
    return c.json({ response: { withdraws: await staffWithdrawals(withdrawals), total } });
  });

  app.get("/api/v2/admin/withdrawals/:id{[0-9]+}", async (c) => {
    const id = pathId(c, "id");
    requireAdmin(c);
    const row = await withdrawalById(db, id);
    if (!row) throw notFound();
    const [one] = await staffWithdrawals([row]);
    if (!one?.campaign) throw notFound();
    return c.json({ response: one });
  });

  // ---------------------------------------------------------------- e-mail delivery (issue 28)
  app.get("/api/v2/admin/emails", async (c) => {
    requireAdmin(c);
    const { offset, limit } = page(c.req.query(), STAFF_PAGE);
    const { state } = parse(
      z.object({ state: z.enum(["FAILED", "PENDING", "SENT"]).default("FAILED") }),
      c.req.query(),
    );
    const { rows, total } = await emailQueue(db, state, { offset, limit });
    return c.json({ response: { emails: rows.map(presentStaffEmail), total } });
  });

  app.post("/api/v2/admin/emails/:id{[0-9]+}/resend", async (c) => {
    const id = pathId(c, "id");
    const { user } = requireAdmin(c);
    const email = await resendEmail(db, id);
    deps.log.info("mail queued again by staff", { id, by: user.id });
    return c.json({ response: email });
  });

  // ---------------------------------------------------------------- the user lookup
  app.get("/api/v2/admin/users", async (c) => {
    requireAdmin(c);
    const { offset, limit } = page(c.req.query(), STAFF_PAGE);
    const { search } = parse(z.object({ search: z.string().max(200).optional() }), c.req.query());
    const text = search?.trim() ?? "";
    const { rows: users, total } = await userLookup(db, text, { offset, limit });
    const avatars = await mediaPaths(
      db,
      users.map((u) => u.avatar_media_id),
    );
    return c.json({
      response: {
        users: users.map((u) => {
          const avatar = u.avatar_media_id ? avatars.get(u.avatar_media_id) : undefined;
          return {
            id: u.id,
            username: u.username,
            name: u.name || u.username,
            email: u.email,
            type: u.type,
            roles: u.roles,
            avatar: avatar ? { square: { path: avatar.path } } : null,
            default_avatar_color: u.default_avatar_color,
            email_verified: u.email_verified,
            register_step: u.register_step,
            date_added: unix(u.created_at),
          };
        }),
        total,
      },
    });
  });
}
