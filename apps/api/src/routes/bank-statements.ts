// The staff's bank statements (issue 29): POST /api/v2/admin/bank-statements imports a CAMT.053
// or CSV statement (importBankStatement), GET /api/v2/admin/bank-statements/lines lists the lines
// that paid nothing (listBankStatementLines). Admins only; 404 while bank transfers go to the
// sandbox (no BANK_TRANSFER_IBAN).
import type { Hono } from "hono";
import { type Selectable, sql } from "kysely";
import { z } from "zod";
import type { Deps, Env } from "../context";
import type { BankStatementLinesTable } from "../db/tables/system";
import { type Ctx, jsonBody, requireAdmin } from "../http/request";
import { badRequest, notFound } from "../lib/errors";
import { page, parse } from "../lib/validate";
import {
  type CsvMapping,
  parseCamt053,
  parseStatementCsv,
  StatementError,
  type StatementLine,
} from "../services/bank-statement";
import { BankTransferPayments } from "../services/bank-transfer-payments";
import { findProvider } from "../services/routed-payments";
import { importStatement, MatchRefused, matchByHand } from "../services/statement-import";

const column = z.string().trim().min(1).max(100).optional();
const csvFields = z.object({
  amount_column: column,
  reference_column: column,
  currency_column: column,
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/)
    .optional(),
  date_column: column,
  counterparty_column: column,
});

/** The statement's lines, read as its content says: XML is CAMT.053, anything else CSV. */
function readStatement(text: string, form: Record<string, unknown>): StatementLine[] {
  if (text.trimStart().startsWith("<")) return parseCamt053(text);
  const fields = parse(
    csvFields,
    Object.fromEntries(Object.entries(form).filter(([, v]) => typeof v === "string")),
  );
  if (!fields.amount_column) throw badRequest({ amount_column: "validation.required" });
  if (!fields.reference_column) throw badRequest({ reference_column: "validation.required" });
  if (!fields.currency_column && !fields.currency)
    throw badRequest({ currency: "validation.required" });
  const mapping: CsvMapping = {
    amount: fields.amount_column,
    reference: fields.reference_column,
    ...(fields.currency_column ? { currency: fields.currency_column } : {}),
    ...(fields.currency ? { fixedCurrency: fields.currency.toUpperCase() } : {}),
    ...(fields.date_column ? { date: fields.date_column } : {}),
    ...(fields.counterparty_column ? { counterparty: fields.counterparty_column } : {}),
  };
  return parseStatementCsv(text, mapping);
}

const presentLine = (line: {
  key: string;
  bookedOn: string | null;
  amount: number;
  currency: string;
  remittance: string;
  counterparty: string;
  reference: string | null;
  outcome: string;
  donationId: number | null;
}) => ({
  key: line.key,
  booked_on: line.bookedOn,
  amount: line.amount,
  currency: line.currency,
  remittance: line.remittance,
  counterparty: line.counterparty,
  reference: line.reference,
  outcome: line.outcome,
  donation_id: line.donationId,
});

/** A stored line (its day read as text), as presentLine gives it. */
const presentRow = (row: Selectable<BankStatementLinesTable> & { booked_day: string | null }) =>
  presentLine({
    key: row.line_key,
    bookedOn: row.booked_day,
    amount: Number(row.amount),
    currency: row.currency,
    remittance: row.remittance,
    counterparty: row.counterparty,
    reference: row.reference,
    outcome: row.outcome,
    donationId: row.donation_id,
  });

export function bankStatementRoutes(app: Hono<Env>, deps: Deps) {
  const bank = findProvider(deps.payments, BankTransferPayments);
  const staff = (c: Ctx) => {
    const auth = requireAdmin(c);
    if (!bank) throw notFound();
    return { user: auth.user, bank };
  };

  app.post("/api/v2/admin/bank-statements", async (c) => {
    const { user, bank } = staff(c);
    if (!(c.req.header("content-type") ?? "").startsWith("multipart/form-data"))
      throw badRequest({ file: "upload.validator.multipart_expected" });
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw badRequest({ file: "upload.validator.unreadable" });
    }
    const file = form.file;
    if (!(file instanceof File)) throw badRequest({ file: "upload.validator.file_required" });
    const text = new TextDecoder("utf-8").decode(await file.arrayBuffer());
    let lines: StatementLine[];
    try {
      lines = readStatement(text, form);
    } catch (error) {
      if (error instanceof StatementError)
        throw badRequest({ file: "upload.validator.unreadable" });
      throw error;
    }
    const result = await importStatement(deps, bank, lines, user.id);
    deps.log.info("bank statement imported", {
      by: user.id,
      lines: result.lines.length,
      repeated: result.repeated,
      matched: result.lines.filter((l) => l.outcome === "MATCHED").length,
    });
    return c.json({
      response: {
        imported: result.lines.length,
        repeated: result.repeated,
        matched: result.lines.filter((l) => l.outcome === "MATCHED").length,
        lines: result.lines.map(presentLine),
      },
    });
  });

  app.post("/api/v2/admin/bank-statements/matches", async (c) => {
    const { user, bank } = staff(c);
    const body = parse(
      z.object({
        line: z.string().min(1).max(300),
        donation_id: z.number().int().min(1).max(2_147_483_647),
      }),
      await jsonBody(c),
    );
    let row: Awaited<ReturnType<typeof matchByHand>>;
    try {
      row = await matchByHand(deps, bank, body.line, body.donation_id, user.id);
    } catch (error) {
      if (error instanceof MatchRefused) throw badRequest({ [error.field]: error.key });
      throw error;
    }
    deps.log.info("bank statement line matched by hand", {
      by: user.id,
      donation: body.donation_id,
    });
    return c.json({
      response: presentRow(row),
    });
  });

  app.get("/api/v2/admin/bank-statements/lines", async (c) => {
    requireAdmin(c);
    // Bank transfers on the sandbox: nothing to list, and the console says how to turn them on.
    if (!bank) return c.json({ response: { lines: [], total: 0, enabled: false } });
    const { offset, limit } = page(c.req.query(), { limit: 10, max: 50 });
    const open = deps.db.selectFrom("bank_statement_lines").where("donation_id", "is", null);
    const [rows, total] = await Promise.all([
      open
        .selectAll()
        // The day as written (a date column read as a Date would move with the time zone).
        .select(sql<string | null>`booked_on::text`.as("booked_day"))
        .orderBy("imported_at", "desc")
        .orderBy("line_key")
        .offset(offset)
        .limit(limit)
        .execute(),
      open.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    ]);
    return c.json({
      response: {
        lines: rows.map(presentRow),
        total: Number(total.n),
        enabled: true,
      },
    });
  });
}
