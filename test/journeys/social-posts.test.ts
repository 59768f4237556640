// Posts as people use them (issue 14, part 1), on the real server over the built site, with two
// people in two browser contexts: a campaign's owner posts an update with a picture (cropped and
// turned); another member gives it karma, saves it, finds it in their bookmarks, comments on it
// (an empty comment is refused in their words, a comment with markup stays text) and reports it;
// the owner sees the karma and the comment. A guest who presses karma gets the registration
// prompt, signs up, completes the profile and lands back on the post, where karma now works.
// Nothing a user wrote runs: no dialog opens, no console error. axe runs on each page.
import { deflateSync } from "node:zlib";
import type { Page } from "playwright";
import { describe, expect, it } from "vitest";
import { axeViolations, journeyFile, type Visit } from "./site";

const site = journeyFile();

/** A real PNG (a colour gradient) the browser can decode and crop and the server can sniff. */
function png(width: number, height: number): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = (table[(c ^ b) & 0xff] as number) ^ (c >>> 8);
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
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      rows.set([(x * 255) / width, (y * 255) / height, 160], y * (width * 3 + 1) + 1 + x * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Any dialog a page's script opens (alert, confirm) is a script that should not have run. */
function watchDialogs(visit: Visit): string[] {
  const opened: string[] = [];
  visit.page.on("dialog", (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

/** Opens a server-rendered page and waits until the app has taken it over (a press before is lost). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

async function dismissCookies(page: Page) {
  const dismiss = page.getByRole("button", { name: "Got it" });
  if (await dismiss.isVisible()) await dismiss.click();
}

async function logIn(page: Page, username: string) {
  await page.goto("/login");
  // The page is the server's until the app has hydrated it: type once it is the app's.
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Username or e-mail").fill(username);
  await page.getByLabel(/^Password/).fill("causeway-demo");
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL(`${site.url}/`);
  await dismissCookies(page);
}

const karma = (page: Page) => page.getByRole("button", { name: /^\d+ karma$/ });

describe("posts, karma, bookmarks and comments", () => {
  it("an owner posts an update; a member gives karma, saves, comments and reports; a guest's karma leads to sign-up and back", async () => {
    // The owner writes an update with a picture, cropped to a square and turned.
    const owner = await site.guest();
    const ownerDialogs = watchDialogs(owner);
    await logIn(owner.page, "maria.petrova");
    const feed = owner.page;
    await feed.getByRole("heading", { level: 1, name: "Your feed" }).waitFor();
    await feed.getByRole("button", { name: "Write a post" }).click();
    await feed.getByRole("textbox", { name: /Title/ }).fill("A week of walking");
    await feed.getByRole("textbox", { name: /What would you like to share/ }).click();
    await feed.keyboard.type("Maria walked to the window <img src=x onerror=alert(1)> on her own.");
    await feed
      .locator('[data-slot="post-creator"] input[type="file"]')
      .setInputFiles({ name: "window.png", mimeType: "image/png", buffer: png(640, 400) });
    await feed.getByRole("img", { name: "window.png" }).waitFor();
    await feed.getByRole("button", { name: "Edit window.png: crop and rotate" }).click();
    const crop = feed.getByRole("dialog", { name: "Crop and rotate" });
    await crop.getByRole("radio", { name: "Square" }).click();
    await crop.getByRole("button", { name: "Rotate 90°" }).click();
    await crop.getByRole("button", { name: "Use this image" }).click();
    await crop.waitFor({ state: "detached" });
    await feed.getByRole("img", { name: "window.png" }).waitFor();
    expect(await axeViolations(feed), "the creator").toEqual([]);
    await feed.getByRole("button", { name: "Publish" }).click();
    // Said in a toast (the site's one region), not in place.
    await feed.locator('[data-slot="toast"]').getByText("Your post is published.").waitFor();
    await feed.getByRole("link", { name: "See your post" }).click();
    await feed.getByRole("heading", { level: 1, name: "A week of walking" }).waitFor();
    const postUrl = new URL(feed.url());
    expect(postUrl.pathname).toMatch(/^\/campaign\/[^/]+\/a-week-of-walking-[\w-]+$/);
    // What was typed as markup is text on the page, and the picture is the square one.
    await feed.getByText("<img src=x onerror=alert(1)>", { exact: false }).waitFor();
    const picture = feed.getByRole("group", { name: "The post’s image" }).getByRole("img");
    const size = await picture.evaluate((img: HTMLImageElement) => [
      img.naturalWidth,
      img.naturalHeight,
    ]);
    expect(size).toEqual([400, 400]);
    // Its own post: karma is a count, not something to press.
    await expect(karma(feed).count()).resolves.toBe(0);
    expect(await axeViolations(feed), "the owner's post page").toEqual([]);

    // Another member, in a browser of their own.
    const member = await site.another();
    const memberDialogs = watchDialogs(member);
    const page = member.page;
    await logIn(page, "lucia.garcia");
    await open(page, postUrl.pathname);
    await page.getByRole("heading", { level: 1, name: "A week of walking" }).waitFor();
    // Karma: on screen at once, kept by the server.
    await karma(page).click();
    await page.getByRole("button", { name: "1 karma", pressed: true }).waitFor();
    // Save: marked once the server says it is added; the post is then in their bookmarks.
    await page.getByRole("button", { name: "Save", pressed: false }).click();
    await page.getByRole("button", { name: "Saved", pressed: true }).waitFor();
    await page.reload();
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "1 karma", pressed: true }).waitFor();
    await page.getByRole("button", { name: "Saved", pressed: true }).waitFor();
    // An empty comment is refused under the box; a comment with markup is kept as text.
    const box = page.getByRole("textbox", { name: /Your comment/ });
    await page.getByRole("button", { name: "Post comment" }).click();
    await page.getByText("Write something first.").waitFor();
    await box.fill("Well done, <b>Maria</b>! <script>alert('x')</script>");
    await page.getByRole("button", { name: "Post comment" }).click();
    await page.getByText("Your comment is posted.").waitFor();
    // Comments are plain text: the server keeps the words, the page draws them as text.
    const comments = page.getByRole("region", { name: "1 comment" });
    await comments.getByText("Well done, Maria!").waitFor();
    expect(await comments.locator("b, script").count()).toBe(0);
    // Report it from the menu; afterwards the menu no longer offers it.
    await page.getByRole("button", { name: "Post options" }).click();
    await page.getByRole("menuitem", { name: "Report" }).click();
    const report = page.getByRole("dialog", { name: "Report this post" });
    // The first reason, as a keyboard user picks it.
    await report.getByRole("radio").first().focus();
    await page.keyboard.press("Space");
    await report
      .getByRole("textbox", { name: /Describe the problem/ })
      .fill("The same photo was posted by <b>someone else</b>.");
    await report.getByRole("button", { name: "Send report" }).click();
    await report.getByText("Thank you. Your report was sent.").waitFor();
    await report.getByRole("button", { name: "Close" }).first().click();
    await report.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Post options" }).click();
    await page.getByRole("menuitem", { name: "Open link" }).waitFor();
    expect(await page.getByRole("menuitem", { name: "Report" }).count()).toBe(0);
    await page.keyboard.press("Escape");
    expect(await axeViolations(page), "the member's post page").toEqual([]);
    // The saved post is in their bookmarks.
    await open(page, "/bookmarks");
    await page.getByRole("heading", { level: 1, name: "Your bookmarks" }).waitFor();
    await page.getByRole("link", { name: "A week of walking" }).waitFor();
    expect(await axeViolations(page), "bookmarks").toEqual([]);

    // The owner sees the karma and the comment.
    await feed.reload();
    await feed.waitForLoadState("networkidle");
    await feed.getByText("1 karma").waitFor();
    await feed.getByText("Well done, Maria!").waitFor();

    // A guest presses karma: the registration prompt, sign-up, the profile, and back to the post.
    const guest = await site.another();
    const guestDialogs = watchDialogs(guest);
    const visitor = guest.page;
    await open(visitor, postUrl.pathname);
    await dismissCookies(visitor);
    await karma(visitor).click();
    const prompt = visitor.getByRole("dialog", { name: "Join Causeway" });
    await prompt.waitFor();
    expect(await axeViolations(visitor), "the registration prompt").toEqual([]);
    await prompt.getByRole("link", { name: "Continue with e-mail" }).click();
    await visitor.waitForURL((url) => url.pathname === "/sign-up");
    expect(new URL(visitor.url()).searchParams.get("redirect")).toBe(postUrl.pathname);
    const username = `reader${Date.now() % 1_000_000}`;
    await visitor.getByLabel("E-mail", { exact: false }).fill(`${username}@example.org`);
    await visitor.getByLabel("Username", { exact: false }).first().fill(username);
    await visitor.getByLabel("Password", { exact: false }).fill("correct-horse-battery");
    await visitor.waitForFunction(
      (text) => document.body.innerText.includes(text),
      `${username} is available`,
    );
    await visitor.getByRole("button", { name: "Create the account" }).click();
    await visitor.waitForURL((url) => url.pathname === "/sign-up/details");
    await visitor.getByRole("textbox", { name: /Full name/ }).fill("Reader Nowak");
    await visitor.getByRole("combobox", { name: /Location/ }).click();
    await visitor.keyboard.type("Sof");
    await visitor.getByRole("option", { name: /Sofia/ }).waitFor();
    await visitor.keyboard.press("ArrowDown");
    await visitor.keyboard.press("Enter");
    await visitor.getByRole("button", { name: "Save and continue" }).click();
    await visitor.waitForURL((url) => url.pathname === postUrl.pathname);
    await visitor.getByRole("heading", { level: 1, name: "A week of walking" }).waitFor();
    await visitor.waitForLoadState("networkidle");
    // A member now: karma is theirs to give.
    await visitor.getByRole("button", { name: "1 karma", pressed: false }).click();
    await visitor.getByRole("button", { name: "2 karma", pressed: true }).waitFor();

    expect([...ownerDialogs, ...memberDialogs, ...guestDialogs]).toEqual([]);
  }, 180_000);
});
