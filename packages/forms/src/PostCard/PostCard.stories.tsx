import { MockApiProvider, type MockApiProviderProps } from "@causeway/api-client/mocks";
import { ToastProvider } from "@causeway/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { PostCard, type PostCardProps } from "./PostCard";
import { HOSTILE_POST, POST, VIEWER_ADMIN, VIEWER_LUCIA, VIEWER_MARIA } from "./story-fixtures";

type DemoProps = PostCardProps & {
  api?: Omit<MockApiProviderProps, "children">;
  /** The host mounts a toast region (as the web app does). */
  withToasts?: boolean;
};

function Demo({ api, withToasts = false, ...props }: DemoProps) {
  const card = (
    <div className="cw:w-[40rem] cw:max-w-full">
      <PostCard {...props} />
    </div>
  );
  return (
    <MockApiProvider {...api}>
      {withToasts ? <ToastProvider duration={60_000}>{card}</ToastProvider> : card}
    </MockApiProvider>
  );
}

const sent: Request[] = [];
const meta = {
  title: "Forms/PostCard",
  component: Demo,
  args: {
    post: POST,
    viewer: VIEWER_LUCIA,
    onRequireLogin: fn(),
    onDeleted: fn(),
    onNavigate: fn(),
    api: { onRequest: (request) => sent.push(request.clone()) },
  },
  beforeEach: () => {
    sent.length = 0;
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const body = () => within(document.body);
const calls = (method: string, path: string) =>
  sent.filter((r) => r.method === method && new URL(r.url).pathname === path);
const openMenu = async (canvas: Canvas) => {
  await userEvent.click(canvas.getByRole("button", { name: "Post options" }));
  return body().findByRole("menu");
};
const menuItems = async (canvas: Canvas) =>
  within(await openMenu(canvas))
    .getAllByRole("menuitem")
    .map((item) => item.textContent);
const karmaButton = (canvas: Canvas) => canvas.getByRole("button", { name: /karma$/ });
const never = () => new Promise<Response>(() => {});

/**
 * Another member's view of a post in the feed: author, date and campaign, the title linking to the
 * post's page, the excerpt (50 characters with a title), the pictures, karma, comments, save, share.
 */
export const Feed: Story = {
  play: async ({ canvas }) => {
    const article = canvas.getByRole("article", { name: "Първа седмица рехабилитация" });
    await expect(within(article).getByRole("link", { name: "Мария Петрова" })).toHaveAttribute(
      "href",
      "/maria.petrova",
    );
    await expect(within(article).getByText("Nov 21, 2025")).toBeVisible();
    await expect(
      within(article).getByRole("link", { name: "Help Maria walk again" }),
    ).toHaveAttribute("href", "/campaign/help-maria-walk-again");
    await expect(
      within(article).getByRole("heading", { level: 2, name: "Първа седмица рехабилитация" }),
    ).toBeVisible();
    await expect(
      within(article).getByRole("link", { name: "Първа седмица рехабилитация" }),
    ).toHaveAttribute("href", POST.url);
    await expect(
      within(article).getByText("Благодарим на всички! Мария вече прави първите си…"),
    ).toBeVisible();
    await expect(within(article).getByRole("group", { name: "The post’s 2 images" })).toBeVisible();
    await expect(karmaButton(canvas)).toHaveAccessibleName("57 karma");
    await expect(karmaButton(canvas)).toHaveAttribute("aria-pressed", "false");
    await expect(canvas.getByRole("link", { name: "6 comments" })).toHaveAttribute(
      "href",
      `${POST.url}#comments`,
    );
    await expect(canvas.getByRole("button", { name: "Save" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  },
};

/** The menu of another member: save, report, open link (000 §6). */
export const MenuOfAViewer: Story = {
  parameters: { screenshot: { target: "page" } },
  play: async ({ canvas }) => {
    await expect(await menuItems(canvas)).toEqual(["Save", "Report", "Open link"]);
  },
};

/** The menu of one's own post: save, edit, delete, open link; karma is a count, not a button. */
/**
 * The menus load on first use: opened from the keyboard, the focus is on the first item (the
 * menu-button pattern), and Escape gives it back to the trigger.
 */
export const MenuFromTheKeyboard: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvas }) => {
    canvas.getByRole("button", { name: "Post options" }).focus();
    await userEvent.keyboard("{Enter}");
    const menu = await body().findByRole("menu");
    const first = within(menu).getAllByRole("menuitem")[0];
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.getByRole("button", { name: "Post options" })).toHaveFocus());
    canvas.getByRole("button", { name: "Share" }).focus();
    await userEvent.keyboard("{Enter}");
    const share = await body().findByRole("menu");
    await waitFor(() =>
      expect(within(share).getByRole("menuitem", { name: "Share on Facebook" })).toHaveFocus(),
    );
  },
};

export const OwnPost: Story = {
  args: { viewer: VIEWER_MARIA },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: /karma$/ })).toBeNull();
    await expect(canvas.getByText("57 karma")).toBeVisible();
    await expect(await menuItems(canvas)).toEqual(["Save", "Edit", "Delete", "Open link"]);
  },
};

/** An admin's menu holds every action; a post already reported by the viewer has no Report. */
export const Admin: Story = {
  args: { viewer: VIEWER_ADMIN },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvas }) => {
    await expect(await menuItems(canvas)).toEqual([
      "Save",
      "Edit",
      "Delete",
      "Report",
      "Open link",
    ]);
  },
};

export const AlreadyReported: Story = {
  args: { post: { ...POST, is_reported: true } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvas }) => {
    await expect(await menuItems(canvas)).toEqual(["Save", "Open link"]);
  },
};

/** A guest: the menu offers report and open link; karma and save ask the host to prompt. */
export const Guest: Story = {
  args: { viewer: null },
  play: async ({ canvas, args }) => {
    await userEvent.click(karmaButton(canvas));
    await expect(args.onRequireLogin).toHaveBeenCalledWith("karma");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expect(args.onRequireLogin).toHaveBeenCalledWith("bookmark");
    await expect(karmaButton(canvas)).toHaveAttribute("aria-pressed", "false");
    await expect(sent.filter((r) => r.method !== "GET")).toEqual([]);
    await expect(await menuItems(canvas)).toEqual(["Report", "Open link"]);
  },
};

/** Karma is on screen at once, before the server answers (000 §4). */
export const KarmaGiven: Story = {
  args: { api: { overrides: { addKarma: never }, onRequest: (r) => sent.push(r.clone()) } },
  play: async ({ canvas }) => {
    await userEvent.click(karmaButton(canvas));
    await expect(karmaButton(canvas)).toHaveAttribute("aria-pressed", "true");
    await expect(karmaButton(canvas)).toHaveAccessibleName("58 karma");
    await waitFor(() =>
      expect(calls("POST", "/api/v2/post/first-week-of-rehabilitation/karma")).toHaveLength(1),
    );
  },
};

/** Taking karma back: DELETE, the count one lower, the server's count kept. */
export const KarmaTakenBack: Story = {
  args: {
    post: { ...POST, is_karmed: true, karma: 58 },
    api: {
      overrides: { removeKarma: { response: { karma: 57, is_karmed: false } } },
      onRequest: (r) => sent.push(r.clone()),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvas }) => {
    await expect(karmaButton(canvas)).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(karmaButton(canvas));
    await expect(karmaButton(canvas)).toHaveAccessibleName("57 karma");
    await waitFor(() =>
      expect(calls("DELETE", "/api/v2/post/first-week-of-rehabilitation/karma")).toHaveLength(1),
    );
    await expect(karmaButton(canvas)).toHaveAttribute("aria-pressed", "false");
  },
};

/** The call fails: the karma goes back and the user is told why. */
export const KarmaReverted: Story = {
  args: {
    api: {
      overrides: {
        addKarma: () => Response.json({ code: 500, message: "down" }, { status: 500 }),
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(karmaButton(canvas));
    await expect(
      await canvas.findByText("Your karma could not be saved, so it was taken back."),
    ).toBeVisible();
    await expect(karmaButton(canvas)).toHaveAccessibleName("57 karma");
    await expect(karmaButton(canvas)).toHaveAttribute("aria-pressed", "false");
  },
};

/** Save is marked only when the server says it was added (000 §4); a second press unsaves. */
export const Bookmarked: Story = {
  args: {
    api: {
      overrides: {
        toggleBookmark: (() => {
          let added = false;
          return () => {
            added = !added;
            return Response.json({ response: { added } });
          };
        })(),
      },
    },
  },
  play: async ({ canvas }) => {
    const save = canvas.getByRole("button", { name: "Save" });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute("aria-pressed", "true"));
    // A saved post's button says so, not "Save" again.
    await expect(save).toHaveAccessibleName("Saved");
    await expect(canvas.getByRole("status")).toHaveTextContent("Saved to your bookmarks.");
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute("aria-pressed", "false"));
    await expect(save).toHaveAccessibleName("Save");
    await expect(canvas.getByRole("status")).toHaveTextContent("Removed from your bookmarks.");
  },
};

/**
 * Where the host mounts a toast region (the web app), a bookmark saved or removed is said in a
 * toast, and nothing stays in place; a failure would still be said in place.
 */
export const BookmarkToasted: Story = {
  args: {
    withToasts: true,
    api: {
      overrides: {
        toggleBookmark: (() => {
          let added = false;
          return () => {
            added = !added;
            return Response.json({ response: { added } });
          };
        })(),
      },
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvas }) => {
    const save = canvas.getByRole("button", { name: "Save" });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute("aria-pressed", "true"));
    const region = within(await body().findByRole("region", { name: /Notifications/ }));
    await expect(await region.findByText("Saved to your bookmarks.")).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("");
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute("aria-pressed", "false"));
    await expect(await region.findByText("Removed from your bookmarks.")).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("");
    for (const dismiss of region.getAllByRole("button", { name: "Dismiss" })) {
      await userEvent.click(dismiss);
    }
    await waitFor(() => expect(region.queryByText(/your bookmarks/)).not.toBeInTheDocument());
  },
};

/** The server answers that it was not added: nothing is marked. */
export const BookmarkNotAdded: Story = {
  args: { api: { overrides: { toggleBookmark: { response: { added: false } } } } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvas }) => {
    const save = canvas.getByRole("button", { name: "Save" });
    await userEvent.click(save);
    await expect(await canvas.findByText("Removed from your bookmarks.")).toBeVisible();
    await expect(save).toHaveAttribute("aria-pressed", "false");
  },
};

/** Edit in place from the menu: the creator on the post, saved with PUT, the card updated. */
export const EditInPlace: Story = {
  args: {
    viewer: VIEWER_MARIA,
    api: {
      overrides: {
        updatePost: async ({ request }) => {
          const body = (await request.json()) as { title: string };
          return Response.json({ response: { ...POST, title: body.title, edited: true } });
        },
      },
      onRequest: (r) => sent.push(r.clone()),
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(within(await openMenu(canvas)).getByRole("menuitem", { name: "Edit" }));
    const title = await canvas.findByRole("textbox", { name: /Title/ });
    await expect(title).toHaveValue("Първа седмица рехабилитация");
    await userEvent.clear(title);
    await userEvent.type(title, "Първите крачки");
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "Първите крачки" }),
    ).toBeVisible();
    await expect(canvas.getByText(/edited/)).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("Your changes are saved.");
    await expect(calls("PUT", "/api/v2/post/9001")).toHaveLength(1);
    await waitFor(() => expect(canvas.getByRole("button", { name: "Post options" })).toHaveFocus());
  },
};

/** Delete asks first; confirmed, the post is deleted and leaves (the host is told). */
export const Deleted: Story = {
  args: { viewer: VIEWER_MARIA },
  parameters: { screenshot: { skip: true } }, // the card is gone
  play: async ({ canvas, args }) => {
    await userEvent.click(within(await openMenu(canvas)).getByRole("menuitem", { name: "Delete" }));
    const ask = await body().findByRole("alertdialog", { name: "Delete this post?" });
    await userEvent.click(within(ask).getByRole("button", { name: "Keep it" }));
    await expect(canvas.getByRole("article")).toBeVisible();
    await expect(calls("DELETE", "/api/v2/post/first-week-of-rehabilitation")).toHaveLength(0);
    await userEvent.click(within(await openMenu(canvas)).getByRole("menuitem", { name: "Delete" }));
    await userEvent.click(
      within(await body().findByRole("alertdialog")).getByRole("button", { name: "Delete post" }),
    );
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalledTimes(1));
    await expect(canvas.queryByRole("article")).toBeNull();
    await expect(canvas.getByRole("status")).toHaveTextContent("The post was deleted.");
    await expect(calls("DELETE", "/api/v2/post/first-week-of-rehabilitation")).toHaveLength(1);
  },
};

/** Report from the menu: the report modal; once sent, the menu no longer offers it. */
export const Reported: Story = {
  args: {
    api: {
      overrides: {
        listReportTypes: {
          response: {
            report_types: [
              { id: 1, name: "report.type.spam" },
              { id: 2, name: "report.type.offensive" },
            ],
          },
        },
      },
      onRequest: (r) => sent.push(r.clone()),
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(within(await openMenu(canvas)).getByRole("menuitem", { name: "Report" }));
    const modal = await body().findByRole("dialog", { name: "Report this post" });
    await userEvent.click(await within(modal).findByRole("radio", { name: "Spam" }));
    await userEvent.type(
      within(modal).getByRole("textbox", { name: /Describe the problem/ }),
      "The same text on ten posts.",
    );
    await userEvent.click(within(modal).getByRole("button", { name: "Send report" }));
    await expect(await within(modal).findByText("Thank you. Your report was sent.")).toBeVisible();
    const [report] = calls("POST", "/api/v2/post/first-week-of-rehabilitation/report");
    await expect(await report?.json()).toEqual({
      type: 1,
      description: "The same text on ten posts.",
    });
    // The form's own Close (the dialog's × is named the same and comes after it).
    await userEvent.click(
      within(modal).getAllByRole("button", { name: "Close" })[0] as HTMLElement,
    );
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
    await expect(await menuItems(canvas)).toEqual(["Save", "Open link"]);
  },
};

/** "Open link" goes through the host's router. */
export const OpenLink: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvas, args }) => {
    const item = within(await openMenu(canvas)).getByRole("menuitem", { name: "Open link" });
    await expect(item).toHaveAttribute("href", POST.url);
    await userEvent.click(item);
    await expect(args.onNavigate).toHaveBeenCalledWith(POST.url);
  },
};

const clipboard: string[] = [];

/** Copy link: the post's address with utm_source=copy, utm_medium=referral, utm_campaign=share_post. */
export const ShareCopyLink: Story = {
  beforeEach: () => {
    clipboard.length = 0;
    const original = Object.getOwnPropertyDescriptor(Navigator.prototype, "clipboard");
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: async (text: string) => void clipboard.push(text) },
    });
    return () => {
      Reflect.deleteProperty(navigator, "clipboard");
      if (original) Object.defineProperty(Navigator.prototype, "clipboard", original);
    };
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Share" }));
    const menu = await body().findByRole("menu");
    await expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Share on Facebook", "Send with Messenger", "Share on Twitter", "Copy link"]);
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Copy link" }));
    await expect(await canvas.findByText("Link copied.")).toBeVisible();
    const url = new URL(clipboard[0] ?? "");
    await expect(url.pathname).toBe(POST.url);
    await expect(url.search).toBe("?utm_source=copy&utm_medium=referral&utm_campaign=share_post");
  },
};

/**
 * The post's own page: the whole text with its formatting, its title the page's h1, and a post
 * written to harm drawn inert (no script runs, no handler, no javascript: link, no frame).
 */
export const PageInert: Story = {
  args: {
    variant: "page",
    headingLevel: 1,
    post: HOSTILE_POST,
    api: { overrides: { getLinkMeta: { response: { meta: {}, og: {} } } } },
  },
  beforeEach: () => {
    Reflect.deleteProperty(window, "pwned");
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: "<img src=x onerror=alert(1)> A title" }),
    ).toBeVisible();
    const text = canvasElement.querySelector("[data-slot=rich-text]");
    await expect(text).toHaveTextContent(/^Hello world click me news\s*A heading$/);
    await expect(text?.querySelector("script, iframe, img, [onclick], [onerror]")).toBeNull();
    await expect(canvas.queryByRole("link", { name: "click me" })).toBeNull();
    await expect(canvas.getByRole("link", { name: "news" })).toHaveAttribute(
      "rel",
      "noopener noreferrer nofollow",
    );
    // The text's own heading is drawn as bold text, under the post's h1.
    await expect(canvas.queryByRole("heading", { name: "A heading" })).toBeNull();
    await expect(canvas.queryByRole("link", { name: /comments/ })).toBeNull();
    await expect(Reflect.get(window, "pwned")).toBeUndefined();
  },
};

/** The whole post on its page, with its list, pictures and the preview of its link. */
export const Page: Story = {
  args: {
    variant: "page",
    headingLevel: 1,
    post: {
      ...POST,
      content: `${POST.content}<p>Read more: <a href="https://example.org/maria">the clinic's article</a></p>`,
    },
    api: {
      overrides: {
        getLinkMeta: {
          response: {
            meta: { title: "Maria's first steps" },
            og: {
              title: "Maria's first steps",
              description: "The rehabilitation clinic tells the story of Maria's first week.",
              site_name: "Clinic news",
              url: "https://example.org/maria",
            },
          },
        },
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(POST.title ?? "");
    await expect(canvas.getByRole("list")).toHaveTextContent("Пет сесии физиотерапия");
    const preview = await canvas.findByRole("link", { name: /Maria's first steps/ });
    await expect(preview).toHaveAttribute("href", "https://example.org/maria");
    await expect(preview).toHaveAttribute("target", "_blank");
    await expect(preview).toHaveTextContent("Clinic news");
  },
};

/** A picture opens full size in a dialog, with the next one a press away. */
export const ImageOpened: Story = {
  parameters: { screenshot: { target: "page" } },
  play: async ({ canvas }) => {
    const gallery = canvas.getByRole("group", { name: "The post’s 2 images" });
    await userEvent.click(within(gallery).getAllByRole("button")[0] as HTMLElement);
    const dialog = await body().findByRole("dialog", { name: "Image 1 of 2" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Next image" }));
    await expect(await body().findByRole("dialog", { name: "Image 2 of 2" })).toBeVisible();
    await expect(within(dialog).getByRole("img")).toHaveAccessibleName(
      "Image 2 of 2 of “Първа седмица рехабилитация”",
    );
  },
};

/** A YouTube link is a player that loads only when asked. */
export const VideoLink: Story = {
  args: {
    variant: "page",
    headingLevel: 1,
    post: {
      ...POST,
      image: [],
      content:
        '<p>Watch <a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">her first steps</a>.</p>',
    },
  },
  play: async ({ canvasElement }) => {
    const player = canvasElement.querySelector("[data-slot=video-embed]");
    await expect(player).toHaveAttribute("data-state", "idle");
    await expect(canvasElement.querySelector("iframe")).toBeNull();
  },
};

/** Anonymous to others: no name, no profile link. */
export const Anonymous: Story = {
  args: { post: { ...POST, user: null, is_anonymous: true, title: null, image: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Anonymous")).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "Мария Петрова" })).toBeNull();
    await expect(canvas.getByRole("heading", { name: "An update from Anonymous" })).toBeVisible();
  },
};

/** In German: the actions and counts in the user's language. */
export const German: Story = {
  globals: { locale: "de" },
  args: { post: { ...POST, comments: 1 } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "57 Karma" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "1 Kommentar" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Merken" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Optionen für den Beitrag" })).toBeVisible();
  },
};
