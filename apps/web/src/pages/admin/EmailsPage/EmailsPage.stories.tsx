import type { StaffEmail } from "@causeway/api-client";
import { mockExample } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";
import { expectToastThenDismiss } from "../../../testing/toasts";
import { answer } from "../../account/story-helpers";
import { ADMIN, calls, expectCall, findConsole, signedInAs } from "../shared/story-helpers";

const EMAILS = mockExample("listStaffEmails").response.emails as StaffEmail[];
const HEADING = "E-mail delivery";
const FIRST = EMAILS[0] as StaffEmail;

const meta = {
  title: "Web/Pages/Admin/E-mails",
  component: PageStory,
  args: {
    path: "/admincp/emails",
    signedIn: true,
    overrides: signedInAs(ADMIN),
    onRequest: fn(),
    onNavigate: fn(),
  },
  parameters: { layout: "fullscreen", screenshot: { target: "content" } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The messages the mail server refused for good (issue 28), newest first: the subject, whom it is
 * for, when it failed after how many tries, and the server's answer, each with "Send again".
 */
export const Failed: Story = {
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, HEADING);
    await expect(await main.findByText(FIRST.subject)).toBeVisible();
    await expect(main.getByText(`To ${FIRST.to}`)).toBeVisible();
    await expect(main.getByText(FIRST.error as string)).toBeVisible();
    await expect(main.getByText(/8 attempts/)).toBeVisible();
    await expect(main.getByRole("radio", { name: "Failed" })).toBeChecked();
    await expect(main.getByRole("button", { name: `Send again: ${FIRST.subject}` })).toBeVisible();
    await expect(calls(args.onRequest as never)).toContain(
      "GET /api/v2/admin/emails?state=FAILED&offset=0&limit=10",
    );
  },
};

/** "Send again" queues the message once, even on a double click, and says so; the list is read again. */
export const SendsAgain: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, HEADING);
    await userEvent.dblClick(
      await main.findByRole("button", { name: `Send again: ${FIRST.subject}` }),
    );
    await expectCall(args.onRequest as never, `POST /api/v2/admin/emails/${FIRST.id}/resend`);
    await expectToastThenDismiss("Queued again: it goes out within seconds.");
    const reads = calls(args.onRequest as never).filter((call) =>
      call.startsWith("GET /api/v2/admin/emails?state=FAILED"),
    );
    await expect(reads.length).toBeGreaterThan(1);
    await expect(
      calls(args.onRequest as never).filter((call) =>
        call.startsWith("POST /api/v2/admin/emails/"),
      ),
    ).toHaveLength(1);
  },
};

/** Sent already from another tab: the server's reason, in the staff member's language. */
export const SendAgainRefused: Story = {
  args: {
    overrides: {
      ...signedInAs(ADMIN),
      resendStaffEmail: answer(400, {
        code: 400,
        message: { message: "error.email.not_failed" },
      }),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const main = await findConsole(canvasElement, HEADING);
    await userEvent.click(
      await main.findByRole("button", { name: `Send again: ${FIRST.subject}` }),
    );
    await expect(
      await main.findByText("This e-mail has not failed: it is already waiting or sent."),
    ).toBeVisible();
  },
};

/** The sent ones: no "Send again"; the filter is kept in the URL. */
export const SentFilter: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, HEADING);
    await main.findByText(FIRST.subject);
    await userEvent.click(main.getByRole("radio", { name: "Sent" }));
    await expectCall(
      args.onRequest as never,
      "GET /api/v2/admin/emails?state=SENT&offset=0&limit=10",
    );
    await expect(args.onNavigate).toHaveBeenCalledWith("/admincp/emails?state=SENT");
  },
};

/** Nothing failed. */
export const Empty: Story = {
  args: {
    overrides: {
      ...signedInAs(ADMIN),
      listStaffEmails: { response: { emails: [], total: 0 } },
    },
  },
  play: async ({ canvasElement }) => {
    const main = await findConsole(canvasElement, HEADING);
    await expect(
      await main.findByRole("heading", { level: 2, name: "No failed e-mails" }),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole("button", { name: /Send again/ })).toBeNull();
  },
};
