import { readFileSync } from "node:fs";
import { join } from "node:path";
import { strToU8, zipSync } from "fflate";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsDir } from "../src/db/database";
import { DEMO_PASSWORD } from "../src/seed/demo";
import { seedIfEmpty } from "../src/seed/seed";
import { signedMediaPath } from "../src/services/private-media";
import { PNG, startTestServer, type TestServer, upload } from "./helpers";

// Bank-account documents, withdrawal invoices and anything uploaded as a document are private:
// only their owner and staff open them, through the signed path the API gives them.

let t: TestServer;
let maria: { id: number; token: string };
let lucia: { id: number; token: string };
let admin: { id: number; token: string };
let mariaCampaign: number;

async function login(username: string) {
  const reply = await t.call("POST", "/api/v2/auth", {
    body: { username, password: DEMO_PASSWORD },
  });
  expect(reply.status, username).toBe(200);
  const user = await t.deps.db
    .selectFrom("users")
    .select("id")
    .where("username", "=", username)
    .executeTakeFirstOrThrow();
  return { id: user.id, token: reply.body.response.token as string };
}

/** GET of a /media path as the browser would do it: no token unless given. */
async function fetchMedia(path: string, headers: Record<string, string> = {}) {
  const res = await t.app.request(path, { headers });
  return {
    status: res.status,
    headers: res.headers,
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

const withoutQuery = (path: string) => path.split("?")[0] ?? path;
const keyOf = (path: string) => withoutQuery(path).slice("/media/".length);
const query = (path: string) => new URLSearchParams(path.split("?")[1] ?? "");

/** The certificate path the bank-account endpoint presents to `token`. */
async function certificatePath(token: string) {
  const reply = await t.call(
    "GET",
    `/api/v2/campaign/withdraw-bank-account?campaign_id=${mariaCampaign}`,
    {
      token,
    },
  );
  expect(reply.status).toBe(200);
  const path: string = reply.body.response.documents[0].media.path;
  return path;
}

/** A Bulgarian bank account for `campaignId`, the media `certificateId` its certificate. */
function submitBankAccount(token: string, campaignId: number, certificateId: number) {
  return t.call("POST", "/api/v2/campaign/withdraw-bank-account", {
    token,
    body: {
      campaign_id: campaignId,
      bic: "RZBBBGSF",
      country: "BG",
      bank: "Raiffeisenbank Bulgaria",
      iban: "BG18RZBB91550123456789",
      currency: 1,
      documents: [{ id: certificateId, type: "certificate" }],
    },
  });
}

beforeAll(async () => {
  t = await startTestServer();
  expect(await seedIfEmpty(t.deps)).toBe(true);
  [maria, lucia, admin] = await Promise.all([
    login("maria.petrova"),
    login("lucia.garcia"),
    login("admin"),
  ]);
  const account = await t.deps.db
    .selectFrom("bank_accounts")
    .innerJoin("campaigns", "campaigns.id", "bank_accounts.campaign_id")
    .select("campaigns.id")
    .where("campaigns.created_by", "=", maria.id)
    .where("bank_accounts.deleted", "=", false)
    .where("bank_accounts.state", "=", "APPROVED")
    .executeTakeFirstOrThrow();
  mariaCampaign = account.id;
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

describe("a seeded bank certificate", () => {
  it("opens for its owner and for staff through the path presented to each", async () => {
    const forOwner = await certificatePath(maria.token);
    const forAdmin = await certificatePath(admin.token);
    expect(forOwner).toMatch(/^\/media\/files\/.+\.pdf\?expires=\d+&signature=[\w-]{43}$/);
    for (const path of [forOwner, forAdmin]) {
      const served = await fetchMedia(path);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("application/pdf");
      expect(new TextDecoder().decode(served.bytes.slice(0, 5))).toBe("%PDF-");
      expect(served.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("is not presented to another member", async () => {
    const reply = await t.call(
      "GET",
      `/api/v2/campaign/withdraw-bank-account?campaign_id=${mariaCampaign}`,
      { token: lucia.token },
    );
    expect(reply.status).toBe(403);
    expect(JSON.stringify(reply.body)).not.toContain("/media/");
  });

  it("is refused to a guest and another member without a valid signature, as if missing", async () => {
    const good = await certificatePath(maria.token);
    const plain = withoutQuery(good);
    const q = query(good);
    const expires = q.get("expires") ?? "";
    const signature = q.get("signature") ?? "";
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === "A" ? "B" : "A"}${signature.at(-1)}`;
    const expired = signedMediaPath(keyOf(good), Math.floor(Date.now() / 1000) - 2 * 3600);
    // A genuine signature, of a document Lucia may open, laid on Maria's key.
    const luciaDoc = (
      await t.call("POST", "/api/v2/resources/file", {
        token: lucia.token,
        raw: upload(PNG, "my-id.png", "image/png"),
      })
    ).body.response.files[0].path as string;
    expect(luciaDoc).toMatch(/\?expires=\d+&signature=/);
    const borrowed = `${plain}?${luciaDoc.split("?")[1]}`;
    const attempts = {
      "no signature": plain,
      "a forged signature": `${plain}?expires=${expires}&signature=${flipped}`,
      // Still in the future and inside the allowed window: only the signature check refuses it.
      "a signature moved to another expiry": `${plain}?expires=${Number(expires) - 600}&signature=${signature}`,
      "an expired signature": expired,
      "the signature of another key": borrowed,
    };
    const missing = await fetchMedia("/media/files/demo/00000000000000000000000000000000.pdf");
    expect(missing.status).toBe(404);
    for (const [what, path] of Object.entries(attempts)) {
      for (const [who, headers] of [
        ["guest", {}],
        ["another member", { authorization: `Bearer ${lucia.token}` }],
        ["another member (cookie)", { cookie: `jwt=${lucia.token}` }],
      ] as const) {
        const served = await fetchMedia(path, headers);
        expect(served.status, `${who}, ${what}`).toBe(404);
        expect(served.bytes, `${who}, ${what}`).toEqual(missing.bytes);
        expect(served.headers.get("cache-control") ?? "", `${who}, ${what}`).not.toContain(
          "public",
        );
      }
    }
  });

  it("is presented with one signature per step, each opening it for a guest holding the path", async () => {
    const key = keyOf(await certificatePath(maria.token));
    const now = Math.floor(Date.now() / 1000);
    // The step before this one (its paths still open) and this one.
    const first = signedMediaPath(key, now - 600);
    expect(signedMediaPath(key, now - 600)).toBe(first);
    const next = signedMediaPath(key, now);
    expect(next).not.toBe(first);
    expect(new URLSearchParams(next.split("?")[1]).get("signature")).not.toBe(
      new URLSearchParams(first.split("?")[1]).get("signature"),
    );
    for (const path of [first, next]) expect((await fetchMedia(path)).status).toBe(200);
  });

  it("opens without a signature for the owner's and staff's own token, not a revoked one", async () => {
    const plain = withoutQuery(await certificatePath(maria.token));
    expect((await fetchMedia(plain, { authorization: `Bearer ${maria.token}` })).status).toBe(200);
    expect((await fetchMedia(plain, { cookie: `theme=dark; jwt=${admin.token}` })).status).toBe(
      200,
    );
    const other = await login("maria.petrova");
    await t.call("POST", "/api/v2/logout", { token: other.token });
    const afterLogout = await fetchMedia(plain, { authorization: `Bearer ${other.token}` });
    expect(afterLogout.status).toBe(404);
    maria = await login("maria.petrova");
  });
});

describe("a seeded withdrawal invoice", () => {
  it("comes with a signed path that opens for the owner and staff only", async () => {
    const list = await t.call(
      "GET",
      `/api/v2/campaign/${mariaCampaign}/withdraw?state=PAYED&limit=100`,
      { token: maria.token },
    );
    expect(list.status).toBe(200);
    const withInvoice = list.body.response.withdraws.find(
      (w: { invoices: unknown[] }) => w.invoices.length > 0,
    );
    const path: string = withInvoice.invoices[0].path;
    expect(path).toMatch(/\?expires=\d+&signature=/);
    expect((await fetchMedia(path)).status).toBe(200);
    const asAdmin = await t.call("GET", `/api/v2/campaign/withdraw/${withInvoice.id}`, {
      token: admin.token,
    });
    expect((await fetchMedia(asAdmin.body.response.invoices[0].path)).status).toBe(200);
    expect((await fetchMedia(withoutQuery(path))).status).toBe(404);
    expect(
      (await fetchMedia(withoutQuery(path), { authorization: `Bearer ${lucia.token}` })).status,
    ).toBe(404);
  });
});

describe("a document uploaded by a member", () => {
  it("is private even when it is a picture, and staff open it where the API shows it", async () => {
    const owner = await t.signup("docowner");
    const stranger = await t.signup("stranger");
    const uploaded = await t.call("POST", "/api/v2/resources/file", {
      token: owner.token,
      raw: upload(PNG, "bank-statement.png", "image/png"),
    });
    expect(uploaded.status).toBe(200);
    const path: string = uploaded.body.response.files[0].path;
    expect(path).toMatch(/^\/media\/uploads\/.+\.png\?expires=\d+&signature=/);

    const byOwner = await fetchMedia(path);
    expect(byOwner.status).toBe(200);
    expect(byOwner.bytes).toEqual(PNG);
    expect(byOwner.headers.get("cache-control")).toBe("private, no-store");

    expect((await fetchMedia(withoutQuery(path))).status).toBe(404);
    expect(
      (await fetchMedia(withoutQuery(path), { authorization: `Bearer ${stranger.token}` })).status,
    ).toBe(404);

    // Used as a bank-account certificate, the admin gets a path of their own to it.
    const campaign = await t.campaign(owner.id);
    const created = await submitBankAccount(
      owner.token,
      campaign.id,
      uploaded.body.response.files[0].id,
    );
    expect(created.status).toBe(201);
    const forAdmin = await t.call(
      "GET",
      `/api/v2/campaign/withdraw-bank-account?campaign_id=${campaign.id}`,
      { token: admin.token },
    );
    const adminPath: string = forAdmin.body.response.documents[0].media.path;
    expect(withoutQuery(adminPath)).toBe(withoutQuery(path));
    const byAdmin = await fetchMedia(adminPath);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.bytes).toEqual(PNG);
    expect(byAdmin.headers.get("cache-control")).toBe("private, no-store");
  });
});

/** A 1×1 JPEG's head: its start, the JFIF segment and the frame header (what sniff reads). */
const JPG = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  0x00, 0x01, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x01, 0x00, 0x01, 0x03, 0x01, 0x11,
  0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xff, 0xd9,
]);

describe("a picture uploaded as a public image and then attached as a document (issue 25)", () => {
  /** A JPG sent to the public image endpoint: its id and its plain path, open to a guest. */
  async function publicJpg(token: string, name: string) {
    const reply = await t.call("POST", "/api/v2/resources/image", {
      token,
      raw: upload(JPG, name, "image/jpeg"),
    });
    expect(reply.status).toBe(200);
    const image = reply.body.response.images[0] as { id: number; path: string };
    expect(image.path).toMatch(/^\/media\/uploads\/.+\.jpg$/);
    expect((await fetchMedia(image.path)).status).toBe(200);
    return image;
  }

  /** Closed to a guest and another member; open through the path presented to owner and staff. */
  async function expectPrivate(plain: string, presented: string[]) {
    for (const [who, headers] of [
      ["guest", {}],
      ["another member", { authorization: `Bearer ${lucia.token}` }],
    ] as const) {
      const served = await fetchMedia(plain, headers);
      expect(served.status, who).toBe(404);
      expect(served.headers.get("cache-control") ?? "", who).not.toContain("public");
    }
    for (const path of presented) {
      expect(withoutQuery(path)).toBe(plain);
      expect(path).toMatch(/\?expires=\d+&signature=/);
      const served = await fetchMedia(path);
      expect(served.status).toBe(200);
      expect(served.bytes).toEqual(JPG);
      expect(served.headers.get("cache-control")).toBe("private, no-store");
    }
  }

  it("is private as a bank-account certificate, and signed for the owner and staff", async () => {
    const owner = await t.signup("jpgbank");
    const image = await publicJpg(owner.token, "bank-certificate.jpg");
    const campaign = await t.campaign(owner.id);
    const created = await submitBankAccount(owner.token, campaign.id, image.id);
    expect(created.status).toBe(201);
    const presented = await Promise.all(
      [owner.token, admin.token].map(async (token) => {
        const reply = await t.call(
          "GET",
          `/api/v2/campaign/withdraw-bank-account?campaign_id=${campaign.id}`,
          { token },
        );
        return reply.body.response.documents[0].media.path as string;
      }),
    );
    await expectPrivate(image.path, [created.body.response.documents[0].media.path, ...presented]);
  });

  it("is private as a withdrawal's invoice, and signed for the owner and staff", async () => {
    const image = await publicJpg(maria.token, "clinic-invoice.jpg");
    const pending = await t.deps.db
      .selectFrom("withdrawals")
      .select(["id", "campaign_id"])
      .where("campaign_id", "=", mariaCampaign)
      .where("kind", "!=", "transfer")
      .where("state", "in", ["PENDING", "WAITING_DOCUMENTS"])
      .executeTakeFirstOrThrow();
    const replaced = await t.call(
      "PUT",
      `/api/v2/campaign/${pending.campaign_id}/withdraw/${pending.id}/invoices`,
      { token: maria.token, body: { invoices: [{ id: image.id, type: "image" }] } },
    );
    expect(replaced.status).toBe(200);
    const asAdmin = await t.call("GET", `/api/v2/campaign/withdraw/${pending.id}`, {
      token: admin.token,
    });
    await expectPrivate(image.path, [
      replaced.body.response.invoices[0].path,
      asAdmin.body.response.invoices[0].path,
    ]);
  });

  it("is private as a campaign document, and signed for the owner and staff", async () => {
    const owner = await t.signup("jpgcampaign");
    const image = await publicJpg(owner.token, "diagnosis.jpg");
    const campaign = await t.campaign(owner.id);
    const put = await t.call("PUT", `/api/v2/campaign/${campaign.id}/documents`, {
      token: owner.token,
      body: { documents: [{ id: image.id, type: "image" }] },
    });
    expect(put.status).toBe(200);
    const presented = await Promise.all(
      [owner.token, admin.token].map(async (token) => {
        const reply = await t.call("GET", `/api/v2/campaign/${campaign.id}/documents`, { token });
        return reply.body.response.documents[0].path as string;
      }),
    );
    await expectPrivate(image.path, presented);
  });

  it("is refused when it is a shared public picture, which stays public", async () => {
    const owner = await t.signup("jpgshared");
    const campaign = await t.campaign(owner.id);
    // A picture of no one's (as the demo world could hold), shown publicly.
    const key = "uploads/shared/0123456789abcdef0123456789abcdef.jpg";
    await t.deps.storage.put(key, JPG);
    const shared = await t.deps.db
      .insertInto("media")
      .values({
        owner_id: null,
        kind: "image",
        name: "shared.jpg",
        storage_key: key,
        mime_type: "image/jpeg",
        size: JPG.length,
        width: 1,
        height: 1,
      })
      .returning(["id", "storage_key"])
      .executeTakeFirstOrThrow();
    const put = await t.call("PUT", `/api/v2/campaign/${campaign.id}/documents`, {
      token: owner.token,
      body: { documents: [{ id: shared.id, type: "image" }] },
    });
    expect(put.status).toBe(400);
    expect(put.body.message).toEqual({ documents: "validation.media_not_found" });
    expect((await fetchMedia(`/media/${shared.storage_key}`)).status).toBe(200);
  });

  it("attached before this change, is made private by migration 0015", async () => {
    const owner = await t.signup("jpgearlier");
    const image = await publicJpg(owner.token, "earlier.jpg");
    const campaign = await t.campaign(owner.id);
    // Attached as the old server did: the media left public.
    await t.deps.db
      .updateTable("campaigns")
      .set({ documents: JSON.stringify([{ id: image.id, type: "image" }]) })
      .where("id", "=", campaign.id)
      .execute();
    expect((await fetchMedia(image.path)).status).toBe(200);
    const migration = readFileSync(join(migrationsDir(), "0015_documents_private.sql"), "utf8");
    await sql.raw(migration).execute(t.deps.db);
    expect((await fetchMedia(image.path)).status).toBe(404);
  });
});

describe("an invoice (000 §5: images or other files)", () => {
  // A Word file as Word writes it: a ZIP whose parts say what it is.
  const DOCX = zipSync({
    "[Content_Types].xml": strToU8(
      '<?xml version="1.0"?><Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    "word/document.xml": strToU8("<w:document/>"),
  });
  const CSV = new TextEncoder().encode("date;amount\n2026-11-01;120.50\n");
  const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]);

  it("may be an office document or a CSV file, stored private and sent back as a download", async () => {
    const owner = await t.signup("invoicer");
    for (const [bytes, name, type, mime] of [
      [DOCX, "Rechnung 42.docx", "application/octet-stream", "wordprocessingml"],
      [CSV, "payments.csv", "text/csv", "text/csv"],
    ] as const) {
      const uploaded = await t.call("POST", "/api/v2/resources/file?purpose=invoice", {
        token: owner.token,
        raw: upload(bytes, name, type),
      });
      expect(uploaded.status, name).toBe(200);
      const file = uploaded.body.response.files[0];
      expect(file.mime_type).toContain(mime);
      expect(file.path).toMatch(/\?expires=\d+&signature=/);
      const served = await fetchMedia(file.path);
      expect(served.status).toBe(200);
      expect(served.bytes).toEqual(bytes);
      expect(served.headers.get("content-disposition")).toMatch(/^attachment; filename=/);
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("refuses an executable, and an office document outside the invoice purpose", async () => {
    const owner = await t.signup("invoicer2");
    const exe = await t.call("POST", "/api/v2/resources/file?purpose=invoice", {
      token: owner.token,
      raw: upload(EXE, "invoice.exe", "application/octet-stream"),
    });
    expect(exe.status).toBe(400);
    expect(JSON.stringify(exe.body)).toContain("upload.validator.invoice_type");
    const asDocument = await t.call("POST", "/api/v2/resources/file", {
      token: owner.token,
      raw: upload(DOCX, "statement.docx", "application/octet-stream"),
    });
    expect(asDocument.status).toBe(400);
    expect(JSON.stringify(asDocument.body)).toContain("upload.validator.file_type");
    const unknown = await t.call("POST", "/api/v2/resources/file?purpose=avatar", {
      token: owner.token,
      raw: upload(CSV, "payments.csv", "text/csv"),
    });
    expect(unknown.status).toBe(400);
  });
});

describe("public images", () => {
  it("stay open to guests, cached publicly", async () => {
    const member = await t.signup("photographer");
    const uploaded = await t.call("POST", "/api/v2/resources/image", {
      token: member.token,
      raw: upload(PNG, "walk.png", "image/png"),
    });
    const path: string = uploaded.body.response.images[0].path;
    expect(path).not.toContain("?");
    const campaign = await t.call("GET", `/api/v2/campaign/fetch?id=${mariaCampaign}`);
    expect(campaign.status).toBe(200);
    const seeded: string = campaign.body.response.images[0].square.path;
    for (const [image, type] of [
      [path, "image/png"],
      [seeded, "image/webp"],
    ] as const) {
      const served = await fetchMedia(image);
      expect(served.status, image).toBe(200);
      expect(served.headers.get("content-type")).toBe(type);
      expect(served.headers.get("content-disposition")).toMatch(/^inline;/);
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
    // What a guest reads about the campaign names no private file.
    expect(JSON.stringify(campaign.body)).not.toMatch(/signature=|\/media\/files\//);
  });
});

describe("stored names", () => {
  it("carry 128 random bits, seeded and uploaded alike", async () => {
    const keys = await t.deps.db.selectFrom("media").select("storage_key").execute();
    expect(keys.length).toBeGreaterThan(20);
    for (const { storage_key } of keys)
      expect(storage_key, storage_key).toMatch(/\/[0-9a-f]{32}\.[a-z]+$/);
    expect(new Set(keys.map((k) => k.storage_key.split("/").at(-1))).size).toBe(keys.length);
  });
});
