import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";
import { answer, findMain, never, sent } from "../story-helpers";

const meta = {
  title: "Web/Pages/Account/Logout",
  component: PageStory,
  args: { path: "/logout", signedIn: true, onRequest: fn() },
  parameters: { layout: "fullscreen", screenshot: { skip: true } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The token is revoked on the server (POST /api/v2/logout), forgotten here, and the user is home. */
export const LogsOut: Story = {
  play: async ({ canvasElement, args }) => {
    const page = await findMain(canvasElement);
    await waitFor(() =>
      expect(sent(args.onRequest as never, "POST", "/api/v2/logout")).toHaveLength(1),
    );
    await waitFor(() => expect(page.queryByRole("heading", { name: "Logging out" })).toBeNull());
    await expect(await page.findByRole("heading", { level: 1 })).toBeVisible();
    // Signed out: the header offers logging in again, and no request carries the old token.
    await waitFor(() =>
      expect(canvasElement.querySelector('header a[href="/login"]')).not.toBeNull(),
    );
  },
};

/** A failed logout call changes nothing for the user: signed out and home all the same. */
export const ServerFails: Story = {
  args: { overrides: { logout: answer(500, { code: 500, message: "Internal error" }) } },
  play: LogsOut.play,
};

/** While the call runs the page says so. */
export const Waiting: Story = {
  args: { overrides: { logout: never } },
  parameters: { screenshot: { skip: false, target: "content" } },
  play: async ({ canvasElement }) => {
    const page = await findMain(canvasElement);
    await expect(await page.findByRole("heading", { level: 1, name: "Logging out" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveTextContent("Logging you out…");
  },
};

/** A guest opening /logout goes home without calling the server. */
export const Guest: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement, args }) => {
    const page = await findMain(canvasElement);
    await expect(await page.findByRole("heading", { level: 1 })).toBeVisible();
    await waitFor(() => expect(page.queryByRole("heading", { name: "Logging out" })).toBeNull());
    await expect(sent(args.onRequest as never, "POST", "/api/v2/logout")).toHaveLength(0);
  },
};
