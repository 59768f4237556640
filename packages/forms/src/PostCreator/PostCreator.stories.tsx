import { MockApiProvider, type MockApiProviderProps } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { photoFile } from "../ProfileImageDialogs/story-helpers";
import { PostCreator, type PostCreatorProps } from "./PostCreator";

const CAMPAIGNS = [
  { id: 101, name: "Surgery for Maya" },
  { id: 102, name: "A roof for the village school" },
];
const PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPQqDiBFTEMLQkAAtVaAcSRe60AAAAASUVORK5CYII=";
const photo = (name = "ward.png") =>
  new File([Uint8Array.from(atob(PNG), (c) => c.charCodeAt(0))], name, { type: "image/png" });

type DemoProps = Partial<PostCreatorProps> & { api?: Omit<MockApiProviderProps, "children"> };

function Demo({ api, ...props }: DemoProps) {
  return (
    <MockApiProvider {...api}>
      <div className="cw:w-[36rem]">
        <PostCreator campaigns={CAMPAIGNS} defaultExpanded {...props} />
      </div>
    </MockApiProvider>
  );
}

const meta = {
  title: "Forms/PostCreator",
  component: Demo,
  args: { onPublished: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const titleBox = (canvas: Canvas) => canvas.getByRole("textbox", { name: /Title/ });
const contentBox = (canvas: Canvas) =>
  canvas.getByRole("textbox", { name: /What would you like to share\?/ });
const publishButton = (canvas: Canvas) => canvas.getByRole("button", { name: "Publish" });
const fileInput = (root: HTMLElement) => {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  return input;
};

/** Collapsed behind a button; opening it moves focus to the title. */
export const Collapsed: Story = {
  args: { defaultExpanded: false },
  play: async ({ canvas }) => {
    const open = canvas.getByRole("button", { name: "Write a post" });
    await expect(open).toHaveAttribute("aria-expanded", "false");
    await userEvent.tab();
    await expect(open).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(titleBox(canvas)).toHaveFocus());
    await expect(canvas.getByRole("region", { name: "New post" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(canvas.getByRole("button", { name: "Write a post" })).toHaveFocus());
  },
};

/** Clean: the first campaign is preselected; publish stays off and says why. */
export const Clean: Story = {
  play: async ({ canvas }) => {
    await expect(publishButton(canvas)).toBeDisabled();
    await expect(canvas.getByText("Write something first.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: /Surgery for Maya/ })).toBeVisible();
    await expect(canvas.getByRole("switch", { name: "Post anonymously" })).not.toBeChecked();
  },
};

/** Only spaces are not content; typing text turns publish on. */
export const Dirty: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(contentBox(canvas), "   ");
    await expect(publishButton(canvas)).toBeDisabled();
    await userEvent.type(contentBox(canvas), "Maya is home.");
    await expect(publishButton(canvas)).toBeEnabled();
    await expect(canvas.queryByText("Write something first.")).not.toBeInTheDocument();
  },
};

/** The title is one line: Enter is blocked, a paste loses its markup and line breaks. */
export const SingleLineTitle: Story = {
  play: async ({ canvas }) => {
    const title = titleBox(canvas);
    await userEvent.type(title, "Day one{Enter}");
    await expect(title).toHaveValue("Day one");
    const data = new DataTransfer();
    data.setData("text/plain", " after\nthe\r\nsurgery");
    await userEvent.paste(data);
    await expect(title).toHaveValue("Day one after the surgery");
    // Markup only (no plain text on the clipboard): the tags go.
    const html = new DataTransfer();
    html.setData("text/html", "<b>, at home</b>");
    await userEvent.paste(html);
    await expect(title).toHaveValue("Day one after the surgery, at home");
  },
};

const held: { release?: () => void } = {};

/** A placeholder stands in until the upload returns; publishing waits for it. */
export const ImageUploading: Story = {
  parameters: { screenshot: { fullHeight: true } },
  args: {
    upload: () =>
      new Promise((resolve) => {
        held.release = () => resolve({ id: 77, path: null });
      }),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(contentBox(canvas), "New photos from the ward.");
    await userEvent.upload(fileInput(canvasElement), photo());
    await expect(await canvas.findByText("Uploading ward.png…")).toBeInTheDocument();
    await userEvent.click(publishButton(canvas));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Wait until the images have finished uploading.",
    );
    held.release?.();
    await expect(await canvas.findByRole("img", { name: "ward.png" })).toBeVisible();
  },
};

export const ImageFailed: Story = {
  args: { upload: () => Promise.reject(new Error("offline")) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), photo("scan.png"));
    await expect(
      await canvas.findByText("scan.png could not be uploaded. Remove it and try again."),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Remove image scan.png" }));
    await expect(canvas.queryByText(/scan\.png/)).not.toBeInTheDocument();
  },
};

export const WrongFileType: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = fileInput(canvasElement);
    await userEvent.upload(input, new File(["%PDF"], "report.pdf", { type: "application/pdf" }), {
      applyAccept: false,
    });
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "“report.pdf” is not a PNG, GIF or JPEG image.",
    );
  },
};

/** The campaign-update modal: no selector, publish needs only content. */
export const CampaignSelectorHidden: Story = {
  args: { hideCampaignSelector: true, preselectedCampaignId: 102 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: /Campaign/ })).not.toBeInTheDocument();
    await userEvent.type(contentBox(canvas), "Thank you all.");
    await expect(publishButton(canvas)).toBeEnabled();
  },
};

/** A user without a campaign gets no creator. */
export const NoCampaign: Story = {
  args: { campaigns: [] },
  parameters: { screenshot: { skip: true } }, // renders nothing
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=post-creator]")).toBeNull();
  },
};

/** Publishing: fields locked, the button busy. */
export const Publishing: Story = {
  args: { api: { mode: "loading" } },
  play: async ({ canvas }) => {
    await userEvent.type(contentBox(canvas), "Maya is home.");
    await userEvent.click(publishButton(canvas));
    await waitFor(() => expect(contentBox(canvas)).toHaveAttribute("aria-disabled", "true"));
    await expect(canvas.getByRole("region", { name: "New post" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

export const ServerFieldErrors: Story = {
  args: {
    api: {
      overrides: {
        createPost: () =>
          Response.json(
            { code: 400, message: { content: "post.no_content", title: "forms.error.too_long" } },
            { status: 400 },
          ),
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(contentBox(canvas), "Maya is home.");
    await userEvent.click(publishButton(canvas));
    await waitFor(() => expect(contentBox(canvas)).toBeInvalid());
    await expect(contentBox(canvas)).toHaveAccessibleDescription(/Write something first\./);
    await expect(titleBox(canvas)).toBeInvalid();
  },
};

export const ServerError: Story = {
  args: { api: { mode: "error" } },
  play: async ({ canvas }) => {
    await userEvent.type(contentBox(canvas), "Maya is home.");
    await userEvent.click(publishButton(canvas));
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("The post could not be published. Try again.");
    await expect(alert).toHaveTextContent("Everything you wrote is kept.");
    await expect(contentBox(canvas)).toHaveTextContent("Maya is home.");
  },
};

/** Filled, with the second campaign preselected and an image uploaded. */
export const Filled: Story = {
  args: { preselectedCampaignId: 102, upload: async () => ({ id: 5, path: null }) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(titleBox(canvas), "The roof is on");
    await userEvent.type(contentBox(canvas), "Thanks to 212 donors the school has a roof again.");
    await userEvent.upload(fileInput(canvasElement), photo("roof.png"));
    await expect(await canvas.findByRole("img", { name: "roof.png" })).toBeVisible();
    await expect(
      canvas.getByRole("button", { name: /A roof for the village school/ }),
    ).toBeVisible();
    await userEvent.click(document.body);
  },
};

const sent: Request[] = [];

/** A keyboard user publishes: the payload, the campaign link, then the creator closes and resets. */
export const FullSubmit: Story = {
  args: {
    defaultExpanded: false,
    api: {
      onRequest: (request) => sent.push(request.clone()),
      overrides: {
        uploadImage: () =>
          Response.json({ response: { images: [{ id: 9001, path: "/img/9001.png" }] } }),
      },
    },
  },
  beforeEach: () => {
    sent.length = 0;
  },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Write a post" }));
    await waitFor(() => expect(titleBox(canvas)).toHaveFocus());
    await userEvent.keyboard("Maya is home");
    // On through the formatting toolbar to the content box.
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Bold" })).toHaveFocus();
    while (document.activeElement !== contentBox(canvas)) await userEvent.tab();
    await userEvent.keyboard("The surgery went well.{Enter}{Enter}Thank you <3");
    await userEvent.upload(fileInput(canvasElement), photo());
    await canvas.findByRole("img", { name: "ward.png" });
    // The campaign, by keyboard: open the list, move to the second, choose it.
    canvas.getByRole("button", { name: /Surgery for Maya/ }).focus();
    await userEvent.keyboard("{ArrowDown}");
    const list = await within(document.body).findByRole("listbox");
    await userEvent.click(
      within(list).getByRole("option", { name: "A roof for the village school" }),
    );
    await userEvent.click(canvas.getByRole("switch", { name: "Post anonymously" }));
    // Two quick presses publish once (600 ms throttle).
    const publish = publishButton(canvas);
    await userEvent.dblClick(publish);
    await waitFor(() => expect(args.onPublished).toHaveBeenCalledTimes(1));

    const posts = sent.filter((r) => r.method === "POST" && r.url.endsWith("/api/v2/post"));
    await expect(posts).toHaveLength(1);
    await expect(await posts[0]?.json()).toEqual({
      title: "Maya is home",
      is_anonymous: true,
      content: "<p>The surgery went well.</p><p>Thank you &lt;3</p>",
      image_ids: [9001],
    });
    const attach = sent.find((r) => r.url.endsWith("/api/v2/campaign/102/post"));
    await expect(attach).toBeDefined();
    await expect(await attach?.json()).toEqual({ post_id: expect.any(Number) });

    // Closed, told, and reset.
    await expect(await canvas.findByRole("status")).toHaveTextContent("Your post is published.");
    await userEvent.click(canvas.getByRole("button", { name: "Write a post" }));
    await expect(titleBox(canvas)).toHaveValue("");
    await expect(contentBox(canvas)).toHaveTextContent("");
    await expect(canvas.queryByRole("img")).not.toBeInTheDocument();
    await expect(canvas.getByRole("switch", { name: "Post anonymously" })).not.toBeChecked();
    await expect(canvas.getByRole("button", { name: /Surgery for Maya/ })).toBeVisible();
  },
};

/** Selects the text of a node inside the content box, as a mouse drag would. */
const selectText = (box: HTMLElement, text: string) => {
  const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent?.indexOf(text) ?? -1;
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + text.length);
    const selection = document.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    return;
  }
  throw new Error(`no text "${text}" in the box`);
};

const bodyOf = async (requests: Request[], path: string) => {
  const request = requests.find((r) => new URL(r.url).pathname === path);
  if (!request) throw new Error(`no request to ${path}`);
  return request.json();
};

const formatted: Request[] = [];

/**
 * Rich content with the allowed tags: a word made bold and a line made a list from the toolbar,
 * whose buttons say they are on; an address typed as text becomes a link; the payload holds only
 * allowed tags.
 */
export const RichFormatting: Story = {
  parameters: { screenshot: { skip: true } }, // ends published, as FullSubmit's shot shows
  args: { api: { onRequest: (request) => formatted.push(request.clone()) } },
  beforeEach: () => {
    formatted.length = 0;
  },
  play: async ({ canvas, args }) => {
    const box = contentBox(canvas);
    await userEvent.click(box);
    await userEvent.keyboard("Maya walked today, see https://example.org/maya");
    selectText(box, "walked");
    await userEvent.click(canvas.getByRole("button", { name: "Bold" }));
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true"),
    );
    await expect(box.querySelector("b, strong")).toHaveTextContent("walked");
    await expect(canvas.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
    await userEvent.click(publishButton(canvas));
    await waitFor(() => expect(args.onPublished).toHaveBeenCalledTimes(1));
    await expect((await bodyOf(formatted, "/api/v2/post")).content).toBe(
      '<p>Maya <strong>walked</strong> today, see <a href="https://example.org/maya">https://example.org/maya</a></p>',
    );
  },
};

const pasted: Request[] = [];

/** A paste keeps the allowed formatting only: no script, handler, style or javascript: link. */
export const PasteCleaned: Story = {
  parameters: { screenshot: { skip: true } }, // ends published, as FullSubmit's shot shows
  args: { api: { onRequest: (request) => pasted.push(request.clone()) } },
  beforeEach: () => {
    pasted.length = 0;
    Reflect.deleteProperty(window, "pwned");
  },
  play: async ({ canvas, args }) => {
    const box = contentBox(canvas);
    await userEvent.click(box);
    const data = new DataTransfer();
    data.setData(
      "text/html",
      '<h1 style="color:red">Thanks</h1><script>window.pwned=1</script><p onclick="window.pwned=1">A <b>big</b> <a href="javascript:window.pwned=1">thank</a> you<img src="x" onerror="window.pwned=1"></p>',
    );
    data.setData("text/plain", "Thanks A big thank you");
    await userEvent.paste(data);
    await expect(box).toHaveTextContent("ThanksA big thank you");
    await expect(box.querySelector("script, [onclick], [onerror], [style], a")).toBeNull();
    await userEvent.click(publishButton(canvas));
    await waitFor(() => expect(args.onPublished).toHaveBeenCalledTimes(1));
    const { content } = await bodyOf(pasted, "/api/v2/post");
    await expect(content).toBe("<p>Thanks</p><p>A <strong>big</strong> thank you</p>");
    await expect(Reflect.get(window, "pwned")).toBeUndefined();
  },
};

const cropped: Request[] = [];

/**
 * An image is cropped to a square and turned a quarter before it is sent again: the dialog's
 * frame, its shape, zoom and rotation; the new picture replaces the old one in place.
 */
export const CropAndRotate: Story = {
  parameters: { screenshot: { skip: true } }, // ends published, as FullSubmit's shot shows
  args: {
    api: {
      onRequest: (request) => cropped.push(request.clone()),
      overrides: {
        uploadImage: (() => {
          let id = 700;
          return () => {
            id += 1;
            return Response.json({
              response: { images: [{ id, path: `/img/${id}.png`, width: 8, height: 8 }] },
            });
          };
        })(),
      },
    },
  },
  beforeEach: () => {
    cropped.length = 0;
  },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(contentBox(canvas), "The new ward.");
    await userEvent.upload(fileInput(canvasElement), await photoFile("ward.png"));
    await userEvent.click(
      await canvas.findByRole("button", { name: "Edit ward.png: crop and rotate" }),
    );
    const dialog = await within(document.body).findByRole("dialog", { name: "Crop and rotate" });
    await userEvent.click(within(dialog).getByRole("radio", { name: "Square" }));
    await expect(
      await within(dialog).findByRole("group", { name: "Image crop area" }),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "Rotate 90°" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Use this image" }));
    // Cropping redraws the photo on a canvas: on a busy machine it takes more than a second.
    await waitFor(() => expect(within(document.body).queryByRole("dialog")).toBeNull(), {
      timeout: 10_000,
    });
    await waitFor(
      () =>
        expect(cropped.filter((r) => r.url.endsWith("/api/v2/resources/image"))).toHaveLength(2),
      { timeout: 10_000 },
    );
    await expect(await canvas.findByRole("img", { name: "ward.png" })).toBeVisible();
    await userEvent.click(publishButton(canvas));
    await waitFor(() => expect(args.onPublished).toHaveBeenCalledTimes(1));
    await expect((await bodyOf(cropped, "/api/v2/post")).image_ids).toEqual([702]);
  },
};

/** The crop dialog as it opens on a landscape photo: its shapes, frame, zoom and rotation. */
export const CropDialog: Story = {
  args: { upload: async () => ({ id: 5, path: null }) },
  parameters: { screenshot: { target: "page" } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), await photoFile("ward.png"));
    await userEvent.click(
      await canvas.findByRole("button", { name: "Edit ward.png: crop and rotate" }),
    );
    const dialog = await within(document.body).findByRole("dialog", { name: "Crop and rotate" });
    await expect(dialog).toHaveAccessibleDescription(/Frame “ward\.png” and turn it if needed/);
    await expect(within(dialog).getByRole("radio", { name: "Original" })).toBeChecked();
    await expect(
      await within(dialog).findByRole("group", { name: "Image crop area" }),
    ).toBeVisible();
    await expect(within(dialog).getByRole("slider", { name: "Zoom" })).toHaveValue("1");
  },
};

const EDITED_POST = {
  id: 9001,
  slug: "first-week-of-rehabilitation",
  url: "/campaign/help-maria-walk-again/first-week-of-rehabilitation",
  title: "First week",
  content: "<p>Maya took <strong>three</strong> steps.</p>",
  raw_content: "Maya took three steps.",
  date_added: 1763712000,
  edited: false,
  user: { id: 42, username: "maria.petrova", name: "Мария Петрова", avatar: null },
  image: [{ id: 5530, compressed: { path: `data:image/png;base64,${PNG}`, width: 8, height: 8 } }],
  karma: 57,
  is_karmed: false,
  is_bookmarked: false,
  is_reported: false,
  is_anonymous: false,
  comments: 6,
  campaign: { id: 101, name: "Surgery for Maya", url: "surgery-for-maya", cover: null },
};

const edits: Request[] = [];

/** Editing a post in place: its fields filled, no campaign selector; Save sends PUT with the changes. */
export const EditMode: Story = {
  args: {
    post: EDITED_POST,
    onSaved: fn(),
    onClose: fn(),
    api: { onRequest: (request) => edits.push(request.clone()) },
  },
  beforeEach: () => {
    edits.length = 0;
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("region", { name: "Edit post" })).toBeVisible();
    await expect(titleBox(canvas)).toHaveValue("First week");
    await expect(contentBox(canvas)).toHaveTextContent("Maya took three steps.");
    await expect(canvas.queryByRole("button", { name: /Surgery for Maya/ })).toBeNull();
    await expect(canvas.getByRole("button", { name: /Remove image/ })).toBeVisible();
    await userEvent.clear(titleBox(canvas));
    await userEvent.type(titleBox(canvas), "First week at the clinic");
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
    const put = edits.find((r) => r.method === "PUT");
    await expect(new URL(put?.url ?? "").pathname).toBe("/api/v2/post/9001");
    await expect(await put?.json()).toEqual({
      title: "First week at the clinic",
      is_anonymous: false,
      content: "<p>Maya took <strong>three</strong> steps.</p>",
      image_ids: [5530],
    });
    await userEvent.click(canvas.getByRole("button", { name: "Cancel" }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

const DRAFT_KEY = "story-member-42";

/** A draft kept in this browser comes back when the creator opens again (after a reload). */
export const DraftRestored: Story = {
  args: { draftKey: DRAFT_KEY, defaultExpanded: false },
  beforeEach: () => {
    localStorage.setItem(
      `causeway:post-draft:${DRAFT_KEY}`,
      JSON.stringify({
        title: "Half written",
        content: "<p>We are <em>almost</em> there</p>",
        anonymous: true,
        campaignId: 102,
        images: [],
      }),
    );
    return () => localStorage.removeItem(`causeway:post-draft:${DRAFT_KEY}`);
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Write a post" }));
    await expect(titleBox(canvas)).toHaveValue("Half written");
    await expect(contentBox(canvas)).toHaveTextContent("We are almost there");
    await expect(canvas.getByRole("switch", { name: "Post anonymously" })).toBeChecked();
    await expect(
      canvas.getByRole("button", { name: /A roof for the village school/ }),
    ).toBeVisible();
    await userEvent.type(titleBox(canvas), "!");
    await waitFor(() =>
      expect(
        JSON.parse(localStorage.getItem(`causeway:post-draft:${DRAFT_KEY}`) ?? "{}").title,
      ).toBe("Half written!"),
    );
  },
};

/** Publishing fails once: the alert keeps the draft and its "Try again" publishes it. */
export const FailedThenRetried: Story = {
  parameters: { screenshot: { skip: true } }, // ends published, as FullSubmit's shot shows
  args: {
    api: {
      overrides: {
        createPost: (() => {
          let calls = 0;
          return () => {
            calls += 1;
            return calls === 1
              ? Response.json({ code: 503, message: "Unavailable" }, { status: 503 })
              : Response.json({ response: EDITED_POST }, { status: 201 });
          };
        })(),
      },
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(contentBox(canvas), "Maya is home.");
    await userEvent.click(publishButton(canvas));
    const alert = await canvas.findByRole("alert");
    await expect(contentBox(canvas)).toHaveTextContent("Maya is home.");
    await new Promise((resolve) => setTimeout(resolve, 650)); // the publish throttle
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(args.onPublished).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByRole("status")).toHaveTextContent("Your post is published.");
  },
};
