// Starting and editing a campaign (issue 13): a medical campaign's disease, and the owner's read of
// the verification documents that /edit-documents shows before replacing them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers";

let t: TestServer;
let owner: Awaited<ReturnType<TestServer["signup"]>>;
let other: Awaited<ReturnType<TestServer["signup"]>>;
let categories: { id: number; slug: string; type: "category" | "disease" }[];

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.signup("creator");
  other = await t.signup("stranger");
  categories = (await t.call("GET", "/api/v2/campaign/categories")).body.response.categories;
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

const of = (type: "category" | "disease") => {
  const found = categories.find((c) => c.type === type);
  if (!found) throw new Error(`no ${type} in the seed`);
  return found;
};

const body = (over: Record<string, unknown> = {}) => ({
  name: "Help Ivan walk again",
  content: "<p>Ivan needs rehabilitation.</p>",
  total_amount: 1_250_000,
  currency: 1,
  type: "medical",
  category: of("category").id,
  beneficent: { beneficent_type: "individual", name: "Ivan Petrov" },
  ...over,
});

describe("a medical campaign's disease", () => {
  it("is stored on creation and edit, presented, and none for another cause", async () => {
    const disease = of("disease");
    const created = await t.call("POST", "/api/v2/campaign", {
      token: owner.token,
      body: body({ disease: disease.id }),
    });
    expect(created.status).toBe(201);
    expect(created.body.response.disease).toMatchObject({ id: disease.id, slug: disease.slug });
    const id = created.body.response.id;
    const { beneficent: _b, ...details } = body();
    const other = await t.call("PUT", `/api/v2/campaign/${id}/details`, {
      token: owner.token,
      body: { ...details, type: "other", disease: disease.id },
    });
    expect(other.status).toBe(200);
    expect(other.body.response.disease).toBeNull();
    const again = await t.call("PUT", `/api/v2/campaign/${id}/details`, {
      token: owner.token,
      body: { ...details, disease: disease.id },
    });
    expect(again.body.response.disease).toMatchObject({ id: disease.id });
  });

  it("refuses a category that is not a disease, under the disease field", async () => {
    const refused = await t.call("POST", "/api/v2/campaign", {
      token: owner.token,
      body: body({ disease: of("category").id }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toEqual({ disease: "campaign.validation.disease" });
  });
});

describe("the verification documents", () => {
  it("are read by the owner with signed paths, in the order given; not by others", async () => {
    const [first, second] = [await t.media(owner.id), await t.media(owner.id, "image")];
    const created = await t.call("POST", "/api/v2/campaign", {
      token: owner.token,
      body: body({
        documents: [
          { id: second.id, type: "image" },
          { id: first.id, type: "file" },
        ],
      }),
    });
    const id = created.body.response.id;
    const read = await t.call("GET", `/api/v2/campaign/${id}/documents`, { token: owner.token });
    expect(read.status).toBe(200);
    expect(read.body.response.documents).toEqual([
      { id: second.id, type: "image", name: second.name, path: expect.any(String) },
      { id: first.id, type: "file", name: first.name, path: expect.any(String) },
    ]);
    expect(read.body.response.documents[1].path).toMatch(/^\/media\/.+/);
    expect(
      (await t.call("GET", `/api/v2/campaign/${id}/documents`, { token: other.token })).status,
    ).toBe(403);
    expect((await t.call("GET", `/api/v2/campaign/${id}/documents`)).status).toBe(401);

    const replaced = await t.call("PUT", `/api/v2/campaign/${id}/documents`, {
      token: owner.token,
      body: { documents: [{ id: first.id, type: "file" }] },
    });
    expect(replaced.status).toBe(200);
    const after = await t.call("GET", `/api/v2/campaign/${id}/documents`, { token: owner.token });
    expect(after.body.response.documents.map((d: { id: number }) => d.id)).toEqual([first.id]);
  });
});
