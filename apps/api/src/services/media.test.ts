// Uploads and who opens a private file, on their own (routes/media.ts is tested through HTTP in
// test/social.test.ts, test/private-media.test.ts and test/hardening.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PNG, startTestServer, type TestServer } from "../../test/helpers";
import { HttpError } from "../lib/errors";
import { type Accept, mediaByKey, setAvatar, storeUpload, tokenMayOpen } from "./media";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

const refusal = async (run: () => Promise<unknown>) => {
  try {
    await run();
    return null;
  } catch (error) {
    if (error instanceof HttpError) return error.body.message;
    throw error;
  }
};

const PDF = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");
const TEXT = new TextEncoder().encode("amount;date\n10;2026-01-01\n");

describe("uploads", () => {
  const store = (
    userId: number,
    bytes: Uint8Array,
    name: string,
    accept: Accept,
    maxBytes = 1000,
  ) =>
    storeUpload(
      { db: t.deps.db, storage: t.deps.storage, maxBytes },
      userId,
      new File([bytes as Uint8Array<ArrayBuffer>], name),
      accept,
      "file",
    );

  it("keeps an image public and a document private, both its uploader's, the bytes stored", async () => {
    const u = await t.signup("up-owner");
    const image = await store(u.id, PNG, "a<b>.png", "image");
    expect(image).toMatchObject({ owner_id: u.id, kind: "image", private: false, width: 1 });
    expect(image.name).toBe("a_b_.png");
    expect(image.storage_key).toMatch(/^uploads\/\d{4}\/\d{2}\//);
    expect(await t.deps.storage.get(image.storage_key)).toEqual(PNG);
    const pdf = await store(u.id, PDF, "bill.pdf", "document");
    expect(pdf).toMatchObject({ kind: "file", private: true, mime_type: "application/pdf" });
    expect(pdf.storage_key).toMatch(/^files\//);
    expect((await mediaByKey(t.deps.db, pdf.storage_key))?.owner_id).toBe(u.id);
    expect(await mediaByKey(t.deps.db, "files/none.pdf")).toBeUndefined();
  });

  it("refuses an empty or too large file, and bytes not of the kind asked", async () => {
    const u = await t.signup("up-refused");
    const none = new Uint8Array();
    expect(await refusal(() => store(u.id, none, "x.png", "image"))).toMatchObject({
      file: "upload.validator.empty",
    });
    expect(await refusal(() => store(u.id, PNG, "x.png", "image", PNG.length - 1))).toMatchObject({
      file: "upload.validator.too_large",
    });
    expect(await refusal(() => store(u.id, PDF, "x.pdf", "image"))).toMatchObject({
      file: "upload.validator.image_type",
    });
    expect(await refusal(() => store(u.id, TEXT, "sum.csv", "document"))).toMatchObject({
      file: "upload.validator.file_type",
    });
    const invoice = await store(u.id, TEXT, "sum.csv", "invoice");
    expect(invoice).toMatchObject({ mime_type: "text/csv; charset=utf-8", private: true });
  });

  it("sets an avatar", async () => {
    const u = await t.signup("up-avatar");
    const image = await store(u.id, PNG, "me.png", "image");
    expect((await setAvatar(t.deps.db, u.id, image.id)).avatar_media_id).toBe(image.id);
  });
});

describe("a private file opened with a token", () => {
  it("opens for its owner and staff, while the token's version is the member's", async () => {
    const db = t.deps.db;
    const [owner, other, admin] = [
      await t.signup("open-owner"),
      await t.signup("open-other"),
      await t.signup("open-admin"),
    ];
    await db
      .updateTable("users")
      .set({ roles: ["ROLE_USER", "ROLE_ADMIN"] })
      .where("id", "=", admin.id)
      .execute();
    const claims = (userId: number, version = 0) => ({ userId, version, impersonator: null });
    const { token_version } = await db
      .selectFrom("users")
      .select("token_version")
      .where("id", "=", owner.id)
      .executeTakeFirstOrThrow();
    expect(await tokenMayOpen(db, claims(owner.id, token_version), owner.id)).toBe(true);
    expect(await tokenMayOpen(db, claims(admin.id, token_version), owner.id)).toBe(true);
    expect(await tokenMayOpen(db, claims(other.id, token_version), owner.id)).toBe(false);
    expect(await tokenMayOpen(db, claims(owner.id, token_version + 1), owner.id)).toBe(false);
    expect(await tokenMayOpen(db, claims(999_999, token_version), owner.id)).toBe(false);
  });
});
