import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";
import { expectToastThenDismiss } from "../../../testing/toasts";
import { answer, findMain, lastBody } from "../../account/story-helpers";

const meta = {
  title: "Web/Pages/Dashboard/Edit documents",
  component: PageStory,
  args: {
    path: "/campaign/help-maria-walk-again/edit-documents",
    signedIn: true,
    onRequest: fn(),
    onNavigate: fn(),
  },
  parameters: { layout: "fullscreen", screenshot: { target: "content" } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The documents on file are listed; removing one and saving replaces the list. */
export const Owner: Story = {
  parameters: { screenshot: { target: "content" } },
  play: async ({ canvasElement, args }) => {
    const page = await findMain(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Edit the documents" }),
    ).toBeVisible();
    await expect(await page.findByText("invoice-2026-118.pdf")).toBeVisible();
    await userEvent.click(page.getByRole("button", { name: "Save changes" }));
    await expectToastThenDismiss("Your changes are saved.");
    await expect(
      await lastBody(args.onRequest as never, "PUT", "/api/v2/campaign/1042/documents"),
    ).toEqual({ documents: [{ id: 5602, type: "file" }] });
    await userEvent.click(page.getByRole("button", { name: "Remove invoice-2026-118.pdf" }));
    await userEvent.click(page.getByRole("button", { name: "Save changes" }));
    await expectToastThenDismiss("Your changes are saved.");
    await expect(
      await lastBody(args.onRequest as never, "PUT", "/api/v2/campaign/1042/documents"),
    ).toEqual({ documents: [] });
  },
};

/** The documents could not be read: an error with a reload. */
export const LoadFailed: Story = {
  args: { overrides: { listCampaignDocuments: answer(500, { code: 500, message: "down" }) } },
  play: async ({ canvasElement }) => {
    const page = await findMain(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "The form could not be loaded." }),
    ).toBeVisible();
  },
};
