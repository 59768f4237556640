import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { PageStory } from "../testing/PageStory";
import { DocumentNavigationProvider } from "./document-navigation";
import { memoryShellStorage, ShellStorageProvider } from "./shell-storage";

const loadDocument = fn();
let storage = memoryShellStorage();

const meta = {
  title: "Web/Layout/ImpersonationBar",
  component: PageStory,
  args: { path: "/campaign/categories", signedIn: true, onRequest: fn() },
  render: (args) => {
    storage = memoryShellStorage({ impersonatorToken: "admin-token", cookieNoticeDismissed: true });
    loadDocument.mockClear();
    return (
      <DocumentNavigationProvider load={loadDocument}>
        <ShellStorageProvider storage={storage}>
          <PageStory {...args} />
        </ShellStorageProvider>
      </DocumentNavigationProvider>
    );
  },
  parameters: { layout: "fullscreen", screenshot: { skip: true } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Requests the page sent with this bearer token. */
const sentWith = (spy: unknown, token: string) =>
  (spy as ReturnType<typeof fn>).mock.calls.filter(
    ([request]) => (request as Request).headers.get("Authorization") === `Bearer ${token}`,
  );

/**
 * Leaving an impersonation (000 §4): the admin's own token again, the impersonatorJWT cookie gone,
 * and /admincp loaded as a whole document.
 */
export const BackToMyAccount: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(await page.findByText("You are acting as Мария Петрова.")).toBeVisible();
    await userEvent.click(page.getByRole("button", { name: "Back to my account" }));
    await waitFor(() => expect(loadDocument).toHaveBeenCalledWith("/admincp"));
    await expect(storage.impersonatorToken()).toBeNull();
    // What is asked next goes as the admin (here a link followed, as the loaded document would).
    // A query refetched when the window regains focus may already have gone as the admin: count on.
    const before = sentWith(args.onRequest, "admin-token").length;
    await userEvent.click(page.getByRole("link", { name: "Campaigns" }));
    await waitFor(() =>
      expect(sentWith(args.onRequest, "admin-token").length).toBeGreaterThan(before),
    );
  },
};

/** Without the cookie there is no bar: a member is just themselves. */
export const NotImpersonating: Story = {
  render: (args) => (
    <ShellStorageProvider storage={memoryShellStorage({ cookieNoticeDismissed: true })}>
      <PageStory {...args} />
    </ShellStorageProvider>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole("heading", { level: 1 });
    await expect(page.queryByRole("button", { name: "Back to my account" })).toBeNull();
  },
};
