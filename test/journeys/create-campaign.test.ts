// Starting a campaign as a new user would (issue 13), on the real server over the built site: a
// guest who wants to start a campaign is sent to sign up, completes the profile (the real name,
// the place and a few words, kept over a reload: issue 25), comes back to
// the form and creates a medical campaign with a cover (cropped), a gallery photo and a document,
// reloads in the middle and finds everything, publishes, sees the share page once and then the
// dashboard. axe runs on every page of the way. The same journey in Bulgarian, driven by the
// Bulgarian dictionary's words, must show no English of ours on any step.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
import type { Page } from "playwright";
import { describe, expect, it } from "vitest";
import { axeViolations, journeyFile } from "./site";

const site = journeyFile();
type Dictionary = Record<string, string>;
const dictionary = (locale: string): Dictionary =>
  JSON.parse(
    readFileSync(
      join(import.meta.dirname, "..", "..", "packages", "i18n", "locales", `${locale}.json`),
      "utf8",
    ),
  );
const en = dictionary("en");

/** A real PNG (a colour gradient) the browser can decode, crop and the server can sniff. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, "ascii");
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, tail]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++)
      rows.set([(x * 255) / width, (y * 255) / height, 160], row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

/** Our English sentences (several words) that a page in another language must not show. */
function englishOf(t: Dictionary): string[] {
  return Object.entries(en)
    .filter(([key]) => /^(web|forms|ui|campaign|category)\./.test(key))
    .filter(([key, text]) => text !== t[key] && /\S+\s\S+\s\S+/.test(text) && !/[{<]/.test(text))
    .map(([, text]) => text);
}

interface Run {
  locale: "en" | "bg";
  t: Dictionary;
  email: string;
  username: string;
  name: string;
  title: string;
}

async function checkStep(page: Page, run: Run) {
  // The site loads a dictionary's namespaces as a page first needs them (labels are empty until
  // theirs arrives): axe is asked again until the page has settled, and must then find nothing.
  await page.waitForLoadState("networkidle");
  await expect
    .poll(() => axeViolations(page), { timeout: 10_000, message: page.url() })
    .toEqual([]);
  if (run.locale === "en") return;
  const text = (await page.locator("body").textContent()) ?? "";
  const english = englishOf(run.t).filter((sentence) => text.includes(sentence));
  expect(english, `English on ${page.url()}`).toEqual([]);
}

async function journey(page: Page, run: Run) {
  const { t } = run;
  const lang = run.locale === "en" ? "" : `?lang=${run.locale}`;
  // A guest who wants to start a campaign is sent to sign up, with the way back.
  await page.goto(`/campaign/create${lang}`);
  await page.waitForURL((url) => url.pathname === "/sign-up");
  expect(new URL(page.url()).searchParams.get("redirect")).toMatch(/^\/campaign\/create/);
  // The server-rendered form takes typing once the page has hydrated (before, React would reset it).
  await page.waitForLoadState("networkidle");
  await page
    .getByLabel(t["forms.settings.general.email"] as string, { exact: false })
    .fill(run.email);
  await page
    .getByLabel(t["forms.username.label"] as string, { exact: false })
    .first()
    .fill(run.username);
  await page
    .getByLabel(t["forms.settings.general.password"] as string, { exact: false })
    .fill("correct-horse-battery");
  await checkStep(page, run);
  // The username is checked with the server first: the field then says it is free (or, on a busy
  // server, that it could not be checked and the server will decide).
  const said = [
    (t["forms.username.available"] as string).replace("{username}", run.username),
    t["forms.username.unverified"] as string,
  ];
  await page.waitForFunction(
    (texts) => {
      const shown = (document.body.textContent ?? "").replace(/\s+/g, " ");
      return texts.some((text) => shown.includes(text.replace(/\s+/g, " ")));
    },
    said,
    { timeout: 30_000 },
  );
  await page.getByRole("button", { name: t["web.auth.signup.submit"] }).click();

  // The profile's completion, then back to the form.
  await page
    .waitForURL((url) => url.pathname === "/sign-up/details", { timeout: 30_000 })
    .catch(async (error: Error) => {
      // What the page said instead, so a failure explains itself.
      throw new Error(`${error.message}\n${await page.locator("main").textContent()}`);
    });
  // The real name is asked (issue 25), then the place and a few words; a reload keeps them all.
  await page.getByRole("button", { name: t["web.cookies.dismiss"] }).click();
  const fullName = page.getByRole("textbox", {
    name: new RegExp(t["forms.signup.name.label"] as string),
  });
  await fullName.waitFor();
  expect(await fullName.inputValue()).toBe("");
  await fullName.fill(run.name);
  const location = page.getByRole("combobox", {
    name: new RegExp(t["forms.location.label"] as string),
  });
  await location.click();
  await page.keyboard.type("Sof");
  await page.getByRole("option", { name: /Sofia/ }).waitFor();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  const about = page.getByRole("textbox", {
    name: new RegExp(t["forms.signup.bio.label"] as string),
  });
  // The run's own words (a dictionary's sentence here would read as English on the Bulgarian run).
  await about.fill(run.title);
  await page.waitForFunction(
    (words) => Object.values(localStorage).some((kept) => kept.includes(words)),
    run.title,
  );
  await page.reload();
  await fullName.waitFor();
  expect(await fullName.inputValue()).toBe(run.name);
  expect(await location.inputValue()).toMatch(/Sofia/);
  expect(await about.inputValue()).toBe(run.title);
  await checkStep(page, run);
  await page.getByRole("button", { name: t["forms.signup.submit"] }).click();
  await page.waitForURL((url) => url.pathname === "/campaign/create");
  // Sent, the draft is forgotten: nothing of it is left in this browser.
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith("causeway.signup-details.")),
    ),
  ).toEqual([]);

  // What for: a medical campaign in Health, cerebral palsy.
  await page.getByRole("heading", { level: 1, name: t["web.create.title"] }).waitFor();
  await checkStep(page, run);
  const next = () =>
    page.getByRole("button", { name: t["forms.campaign_form.continue"], exact: true }).click();
  await page.getByText(t["forms.campaign_form.type.medical"] as string, { exact: true }).click();
  await page
    .getByRole("button", { name: new RegExp(t["forms.campaign_form.category"] as string) })
    .click();
  await page.getByRole("option", { name: t["category.health"] }).click();
  await page
    .getByRole("button", { name: new RegExp(t["forms.campaign_form.disease"] as string) })
    .click();
  await page.getByRole("option", { name: t["category.cerebral-palsy"] }).click();
  await next();

  // For whom: yourself.
  await page
    .getByRole("heading", { level: 2, name: t["forms.campaign_form.step.beneficiary"] })
    .waitFor();
  // The member's real name, given at sign-up, is the beneficiary's: nothing to type.
  await expect
    .poll(() =>
      page
        .getByRole("textbox", {
          name: new RegExp(t["forms.campaign_form.beneficiary.your_name"] as string),
        })
        .inputValue(),
    )
    .toBe(run.name);
  await checkStep(page, run);
  await next();

  // The goal, in euros.
  await page.getByRole("heading", { level: 2, name: t["forms.campaign_form.step.goal"] }).waitFor();
  await page
    .getByRole("textbox", {
      name: new RegExp(t["forms.campaign_form.goal"]?.replace("?", "\\?") as string),
    })
    .fill("5000");
  await checkStep(page, run);
  await next();

  // Title and story.
  await page
    .getByRole("heading", { level: 2, name: t["forms.campaign_form.step.story"] })
    .waitFor();
  await page
    .getByRole("textbox", { name: new RegExp(t["forms.campaign_form.name"] as string) })
    .fill(run.title);
  const story = page.getByRole("textbox", {
    name: new RegExp(t["forms.campaign_form.story"] as string),
  });
  await story.click();
  await page.keyboard.type("Six months of rehabilitation after the accident. ");
  await page.keyboard.press("Control+A");
  await page.getByRole("button", { name: t["ui.rich_text.bold"], exact: true }).click();
  await checkStep(page, run);
  await next();

  // Photos: a cover cropped in the dialog, one gallery photo.
  await page
    .getByRole("heading", { level: 2, name: t["forms.campaign_form.step.media"] })
    .waitFor();
  await page.getByRole("button", { name: t["forms.campaign_form.cover.add"] }).click();
  const dialog = page.getByRole("dialog", { name: t["forms.campaign_form.cover.title"] });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: png(640, 400) });
  const use = dialog.getByRole("button", { name: t["forms.campaign_form.cover.use"] });
  await expect.poll(() => use.isEnabled()).toBe(true);
  await checkStep(page, run);
  await use.click();
  await page.getByRole("img", { name: t["forms.campaign_form.cover.current"] }).waitFor();
  await page
    .locator('[data-slot="campaign-media"] input[type="file"]')
    .last()
    .setInputFiles({ name: "clinic.png", mimeType: "image/png", buffer: png(300, 300) });
  const gallery = page.getByRole("list", { name: t["forms.campaign_form.gallery.list"] });
  await gallery.getByRole("img").first().waitFor();

  // A reload in the middle loses nothing: the step, the cover, the photo.
  await page.reload();
  await page.getByText(t["web.create.restored"] as string).waitFor();
  expect(new URL(page.url()).searchParams.get("step")).toBe("media");
  await page.getByRole("img", { name: t["forms.campaign_form.cover.current"] }).waitFor();
  await expect.poll(() => gallery.getByRole("img").count()).toBe(1);
  await checkStep(page, run);
  await next();

  // A document.
  await page
    .getByRole("heading", { level: 2, name: t["forms.campaign_form.step.documents"] })
    .waitFor();
  await page.locator('[data-slot="campaign-documents"] input[type="file"]').setInputFiles({
    name: "diagnosis.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await page
    .getByText(t["forms.uploader.uploaded"] as string)
    .first()
    .waitFor();
  await checkStep(page, run);
  await next();

  // The preview, then publish.
  await page
    .getByRole("heading", { level: 2, name: t["forms.campaign_form.step.preview"] })
    .waitFor();
  const preview = page.getByRole("article");
  await preview.getByRole("heading", { name: run.title }).waitFor();
  await preview.getByText("Six months of rehabilitation").waitFor();
  await checkStep(page, run);
  const created = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/v2/campaign",
  );
  await page.getByRole("button", { name: t["forms.campaign_form.publish"] }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  const sent = response.request().postDataJSON();
  expect(sent).toMatchObject({
    name: run.title,
    total_amount: 500_000,
    type: "medical",
    urgent: false,
  });
  expect(sent.image_ids).toHaveLength(2);
  expect(sent.documents).toEqual([{ id: expect.any(Number), type: "file" }]);
  const campaign = (await response.json()).response;
  expect(campaign.disease).toMatchObject({ slug: "cerebral-palsy" });
  expect(campaign.category).toMatchObject({ slug: "health" });
  expect(campaign.images).toHaveLength(2);
  expect(campaign.content).toContain("<b>");

  // The share page, once.
  await page.waitForURL((url) => url.pathname === "/creation/share");
  await page
    .getByRole("heading", { level: 1, name: t["web.create.share.title_unverified"] })
    .waitFor();
  const copyLink = await page
    .getByRole("textbox", { name: t["web.create.share.address"] })
    .inputValue();
  expect(copyLink).toContain(
    `/campaign/${campaign.url}?utm_source=copy&utm_medium=referral&utm_campaign=share_campaign`,
  );
  await checkStep(page, run);
  // On to the dashboard, then back: the share page is not shown a second time.
  await page.getByRole("link", { name: t["web.create.share.dashboard"] }).click();
  await page.waitForURL((url) => url.pathname === `/campaign/${campaign.url}/dashboard`);
  await page.getByRole("heading", { level: 1, name: run.title }).waitFor();
  await page.goBack();
  await page.waitForURL((url) => url.pathname === `/campaign/${campaign.url}/dashboard`);
  await page.getByRole("heading", { level: 1, name: run.title }).waitFor();
  await checkStep(page, run);

  // The document is on file for the owner.
  await page.getByRole("link", { name: t["web.dashboard.edit_documents"] }).click();
  await page.getByText("diagnosis.pdf").waitFor();
  await checkStep(page, run);
  return campaign;
}

describe("a new user starting a campaign", () => {
  it("signs up, completes the profile, creates a medical campaign with a cover, a photo and a document, reloads midway, publishes and sees the share page once", async () => {
    const { page } = await site.guest();
    await journey(page, {
      locale: "en",
      t: en,
      email: "lina.ivanova@example.bg",
      username: "lina.ivanova",
      name: "Lina Ivanova",
      title: "Help Lina walk again",
    });
  }, 240_000);

  it("does the same in Bulgarian and sees no English on the way", async () => {
    const { page, context } = await site.guest();
    await context.addCookies([{ name: "cw_lang", value: "bg", url: site.url }]);
    await journey(page, {
      locale: "bg",
      t: dictionary("bg"),
      email: "petar.georgiev@example.bg",
      username: "petar.georgiev",
      name: "Петър Георгиев",
      title: "Помогнете на Петър да проходи",
    });
  }, 240_000);
});
