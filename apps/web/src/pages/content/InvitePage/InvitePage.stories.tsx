import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, spyOn, userEvent, waitFor, within } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";

/** The server's canonical link, as on a rendered page: the site's public address. */
const PUBLIC_ORIGIN = "https://causeway.example";

const meta = {
  title: "Web/Pages/Content/Invite",
  component: PageStory,
  args: { path: "/suggest-registration" },
  beforeEach: () => {
    const link = document.createElement("link");
    link.rel = "canonical";
    link.href = `${PUBLIC_ORIGIN}/suggest-registration`;
    document.head.append(link);
    return () => link.remove();
  },
  parameters: { layout: "fullscreen", screenshot: { target: "content", fullHeight: true } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = async (canvas: HTMLElement) => {
  const page = within(await within(canvas).findByRole("main"));
  await page.findByRole("heading", { level: 1, name: "Invite someone to Causeway" });
  return page;
};
const signUpUrl = () => `${PUBLIC_ORIGIN}/sign-up`;

/**
 * Whom to invite and why, then the sign-up link on the site's public address to send, and an
 * e-mail already written.
 */
export const Invitation: Story = {
  parameters: { screenshot: { target: "content", fullHeight: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(page.getByRole("textbox", { name: "Link to join Causeway" })).toHaveValue(
      signUpUrl(),
    );
    const mail = page.getByRole("link", { name: "Invite by e-mail" });
    const href = new URL(mail.getAttribute("href") ?? "");
    await expect(href.protocol).toBe("mailto:");
    await expect(href.searchParams.get("subject")).toBe("Join me on Causeway");
    await expect(href.searchParams.get("body")).toContain(`Join here: ${signUpUrl()}`);
    await waitFor(() => expect(document.title).toBe("Invite someone to Causeway · Causeway"));
  },
};

/** Copy puts the link on the clipboard, and a toast says so. */
export const Copy: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const write = spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    try {
      const page = await main(canvasElement);
      await userEvent.click(page.getByRole("button", { name: "Copy the link" }));
      await expect(write).toHaveBeenCalledWith(signUpUrl());
      await expect(
        await within(canvasElement.ownerDocument.body).findByText(
          "The link is copied. Paste it into a message to the person you invite.",
        ),
      ).toBeVisible();
    } finally {
      write.mockRestore();
    }
  },
};

/** No clipboard (a refused permission): the toast says to copy the link from its box. */
export const CopyRefused: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const write = spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    try {
      const page = await main(canvasElement);
      await userEvent.click(page.getByRole("button", { name: "Copy the link" }));
      await expect(
        await within(canvasElement.ownerDocument.body).findByText(
          "The link could not be copied. Select it in the box and copy it yourself.",
        ),
      ).toBeVisible();
    } finally {
      write.mockRestore();
    }
  },
};
