import { MockApiProvider, type MockApiProviderProps } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
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
      <div className="w-[36rem]">
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
    await waitFor(() => expect(contentBox(canvas)).toBeDisabled());
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
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "The post could not be published. Try again.",
    );
    await expect(contentBox(canvas)).toHaveValue("Maya is home.");
  },
};

/** Filled, with the second campaign preselected and an image uploaded. */
export const Filled: Story = {
  args: { preselectedCampaignId: 102, upload: async () => ({ id: 5, path: null }) },
  parameters: { screenshot: { dark: true } },
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
    await userEvent.tab();
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
    await expect(contentBox(canvas)).toHaveValue("");
    await expect(canvas.queryByRole("img")).not.toBeInTheDocument();
    await expect(canvas.getByRole("switch", { name: "Post anonymously" })).not.toBeChecked();
    await expect(canvas.getByRole("button", { name: /Surgery for Maya/ })).toBeVisible();
  },
};
