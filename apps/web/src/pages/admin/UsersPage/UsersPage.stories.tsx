import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { DocumentNavigationProvider } from "../../../layout/document-navigation";
import { memoryShellStorage, ShellStorageProvider } from "../../../layout/shell-storage";
import { PageStory } from "../../../testing/PageStory";
import { answer, never } from "../../account/story-helpers";
import {
  ADMIN,
  calls,
  expectCall,
  findConfirmation,
  findConsole,
  signedInAs,
  TRANSLATOR,
} from "../shared/story-helpers";

const HEADING = "Find a user";
/** Where the page loads a whole document (impersonation), instead of leaving the story. */
const loadDocument = fn();
let storage = memoryShellStorage({ cookieNoticeDismissed: true });

const meta = {
  title: "Web/Pages/Admin/Users",
  component: PageStory,
  args: {
    path: "/admincp/users",
    signedIn: true,
    overrides: signedInAs(ADMIN),
    onRequest: fn(),
    onNavigate: fn(),
  },
  render: (args) => {
    storage = memoryShellStorage({ cookieNoticeDismissed: true });
    loadDocument.mockClear();
    return (
      <DocumentNavigationProvider load={loadDocument}>
        <ShellStorageProvider storage={storage}>
          <PageStory {...args} />
        </ShellStorageProvider>
      </DocumentNavigationProvider>
    );
  },
  parameters: { layout: "fullscreen", screenshot: { target: "content" } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The newest users, each with name, username, staff roles, e-mail, id, kind of account and since
 * when, and the way to act as them; never oneself, and an admin only for a super admin.
 */
export const Newest: Story = {
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, HEADING);
    const maria = within(await main.findByRole("article", { name: "Мария Петрова" }));
    await expect(maria.getByText("maria.petrova@example.bg")).toBeVisible();
    await expect(maria.getByText("@maria.petrova")).toBeVisible();
    await expect(maria.getByRole("button", { name: "Act as Мария Петрова" })).toBeVisible();
    const business = within(main.getByRole("article", { name: "Fundacja Zdrowie" }));
    await expect(business.getByText("Business")).toBeVisible();
    const self = within(main.getByRole("article", { name: "Elena Ivanova" }));
    await expect(self.getByText("Admin")).toBeVisible();
    await expect(self.getByText("This is your own account.")).toBeVisible();
    await expect(self.queryByRole("button")).toBeNull();
    await expect(calls(args.onRequest as never)).toContain(
      "GET /api/v2/admin/users?offset=0&limit=10",
    );
  },
};

/**
 * Acting as a user (000 §4): confirmed, the page exchanges the id for a token
 * (GET /api/v2/impersonate/{id}), keeps the admin's own token in the impersonatorJWT cookie and
 * loads / as that user.
 */
export const Impersonate: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, HEADING);
    const maria = within(await main.findByRole("article", { name: "Мария Петрова" }));
    await userEvent.click(maria.getByRole("button", { name: "Act as Мария Петрова" }));
    const confirm = await findConfirmation("Act as Мария Петрова?");
    await expect(confirm.getByText(/until you choose “Back to my account”/)).toBeVisible();
    await userEvent.click(confirm.getByRole("button", { name: "Act as them" }));
    await expectCall(args.onRequest as never, "GET /api/v2/impersonate/42");
    await expect(await waitForLoad()).toBe("/");
    await expect(storage.impersonatorToken()).toBe("mock-token");
  },
};

async function waitForLoad(): Promise<unknown> {
  await waitFor(() => expect(loadDocument).toHaveBeenCalled());
  return loadDocument.mock.calls[0]?.[0];
}

/** A super admin may act as another admin. */
export const SuperAdmin: Story = {
  args: {
    overrides: signedInAs({
      ...ADMIN,
      id: 3,
      name: "Georgi Dimitrov",
      roles: ["ROLE_USER", "ROLE_SUPER_ADMIN"],
    }),
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const main = await findConsole(canvasElement, HEADING);
    const elena = within(await main.findByRole("article", { name: "Elena Ivanova" }));
    await expect(elena.getByRole("button", { name: "Act as Elena Ivanova" })).toBeVisible();
  },
};

/** An admin who is not a super admin cannot act as another admin; the card says why. */
export const AdminBlocked: Story = {
  args: { overrides: signedInAs({ ...ADMIN, id: 4, name: "Ivo Admin" }) },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const main = await findConsole(canvasElement, HEADING);
    const elena = within(await main.findByRole("article", { name: "Elena Ivanova" }));
    await expect(elena.getByText("Only a super admin can act as another admin.")).toBeVisible();
    await expect(elena.queryByRole("button")).toBeNull();
  },
};

/** The server refuses the exchange: said above the list; the admin stays who they are. */
export const ImpersonationRefused: Story = {
  args: {
    overrides: {
      ...signedInAs(ADMIN),
      impersonateUser: answer(403, { code: 403, message: "Forbidden." }),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const main = await findConsole(canvasElement, HEADING);
    const maria = within(await main.findByRole("article", { name: "Мария Петрова" }));
    await userEvent.click(maria.getByRole("button", { name: "Act as Мария Петрова" }));
    await userEvent.click(
      (await findConfirmation(/Act as Мария Петрова/)).getByRole("button", { name: "Act as them" }),
    );
    await expect(await main.findByRole("alert")).toHaveTextContent(
      "Your account is not allowed to do this.",
    );
    await expect(loadDocument).not.toHaveBeenCalled();
    await expect(storage.impersonatorToken()).toBeNull();
  },
};

/** A search asks the server (trimmed), keeps it in the URL and says how many were found. */
export const Search: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, HEADING);
    await main.findByRole("article", { name: "Мария Петрова" });
    await userEvent.type(
      main.getByRole("searchbox", { name: "Name, username, e-mail or id" }),
      "  maria {Enter}",
    );
    await expectCall(
      args.onRequest as never,
      "GET /api/v2/admin/users?offset=0&limit=10&search=maria",
    );
    await expect(args.onNavigate).toHaveBeenCalledWith("/admincp/users?q=maria");
    await expect(await main.findByText("3 users found.")).toBeVisible();
  },
};

/** Nobody matches: said, with what to try. */
export const NoneFound: Story = {
  args: {
    path: "/admincp/users?q=nobody",
    overrides: { ...signedInAs(ADMIN), searchStaffUsers: { response: { users: [], total: 0 } } },
  },
  play: async ({ canvasElement }) => {
    const main = await findConsole(canvasElement, HEADING);
    await expect(
      await main.findByRole("heading", { level: 2, name: "No user matches" }),
    ).toBeVisible();
    await expect(main.getByRole("searchbox", { name: /Name, username/ })).toHaveValue("nobody");
    await expect(main.getByText("No users found.")).toBeVisible();
  },
};

/** The lookup could not be read; while it loads, placeholders. */
export const Failed: Story = {
  args: {
    overrides: {
      ...signedInAs(ADMIN),
      searchStaffUsers: answer(500, { code: 500, message: "Internal server error." }),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const main = await findConsole(canvasElement, HEADING);
    await expect(await main.findByText("This list could not be loaded.")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { overrides: { ...signedInAs(ADMIN), searchStaffUsers: never } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const main = await findConsole(canvasElement, HEADING);
    await expect(main.getByText("Loading…")).toBeInTheDocument();
  },
};

/** Impersonation is an admin's: a translator is refused the lookup. */
export const TranslatorRefused: Story = {
  args: { overrides: signedInAs(TRANSLATOR) },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "This part is not for your role" }),
    ).toBeVisible();
  },
};
