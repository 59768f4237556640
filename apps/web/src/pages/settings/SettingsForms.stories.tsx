import { mockExample } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { PageStory } from "../../testing/PageStory";
import { expectToastThenDismiss } from "../../testing/toasts";
import { businessMember, sent } from "./story-helpers";

const meta = {
  title: "Web/Pages/Settings/Forms",
  component: PageStory,
  args: { path: "/settings/phone", signedIn: true, onRequest: fn(), onNavigate: fn() },
  parameters: { layout: "fullscreen", screenshot: { target: "content" } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const NEW_TOKEN = mockExample("updateEmail").response.token;

/** /settings/phone: the number changed and saved, PUT { phone }, said in a toast; Phone is current. */
export const PhoneSaved: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const input = await page.findByRole("textbox", { name: "Phone number" });
    await expect(input).toHaveValue("+359 88 123 4567");
    await expect(page.getByRole("heading", { level: 2, name: "Phone number" })).toBeVisible();
    const nav = within(page.getByRole("navigation", { name: "Settings pages" }));
    await expect(nav.getByRole("link", { name: "Phone number" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("link", { name: "Back to all settings" })).toHaveAttribute(
      "href",
      "/settings/general",
    );
    await userEvent.clear(input);
    await userEvent.type(input, "+359 88 765 4321");
    await userEvent.click(page.getByRole("button", { name: "Save changes" }));
    // Said in a toast, not in place as well.
    await expectToastThenDismiss("Your phone number was saved.");
    await expect(page.queryByText("Your phone number was saved.")).not.toBeInTheDocument();
    await expect(await sent(args.onRequest, "PUT")).toMatchObject([
      { path: "/api/v2/user/phone", body: { phone: "+359 88 765 4321" } },
    ]);
  },
};

/** /settings/password: current, new and repeated sent together; the fields emptied once changed. */
export const PasswordSaved: Story = {
  args: { path: "/settings/password" },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByLabelText(/^Current password/), "old-secret-1");
    await userEvent.type(page.getByLabelText(/^New password/), "new-secret-22");
    await userEvent.type(page.getByLabelText(/^Repeat the new password/), "new-secret-22{Enter}");
    // Said in a toast, not in place as well.
    await expectToastThenDismiss("Your password was changed.");
    await expect(page.queryByText("Your password was changed.")).not.toBeInTheDocument();
    await expect(await sent(args.onRequest, "PUT")).toMatchObject([
      {
        path: "/api/v2/user/password",
        body: {
          password: "old-secret-1",
          new_password: "new-secret-22",
          repeat_new_password: "new-secret-22",
        },
      },
    ]);
    await expect(page.getByLabelText(/^New password/)).toHaveValue("");
  },
};

/** /settings/sector for a business: a second sector ticked and saved, PUT { sectors }. */
export const BusinessSectorsSaved: Story = {
  args: {
    path: "/settings/sector",
    overrides: { getCurrentUser: { response: businessMember() } },
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole("checkbox", { name: "Healthcare" })).toBeChecked();
    await expect(page.getByRole("heading", { level: 2, name: "Sectors" })).toBeVisible();
    await userEvent.click(page.getByRole("checkbox", { name: "Education" }));
    await userEvent.click(page.getByRole("button", { name: "Save changes" }));
    // Said in a toast, not in place as well.
    await expectToastThenDismiss("Your sectors were saved.");
    await expect(page.queryByText("Your sectors were saved.")).not.toBeInTheDocument();
    await expect(await sent(args.onRequest, "PUT")).toMatchObject([
      { path: "/api/v2/user/business-sector", body: { sectors: [4, 9] } },
    ]);
  },
};

/**
 * /settings/email: the new address sent with PUT { email, password } (the current password), and
 * the token the server answers becomes the session's: the member is asked for again with it.
 */
export const EmailChangeSignsIn: Story = {
  args: { path: "/settings/email" },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const input = await page.findByRole("textbox", { name: "New e-mail address" });
    await expect(input).toHaveValue("maria.petrova@example.bg");
    await userEvent.clear(input);
    await userEvent.type(input, "maria@causeway.example");
    await userEvent.type(
      page.getByLabelText("Current password", { exact: false }),
      "causeway-demo{Enter}",
    );
    // Said in a toast, not in place as well.
    await expectToastThenDismiss("Your e-mail address was changed.");
    await expect(page.queryByText("Your e-mail address was changed.")).not.toBeInTheDocument();
    const puts = await sent(args.onRequest, "PUT");
    await expect(puts).toMatchObject([
      {
        path: "/api/v2/user/email",
        authorization: "Bearer mock-token",
        body: { email: "maria@causeway.example", password: "causeway-demo" },
      },
    ]);
    await waitFor(async () =>
      expect((await sent(args.onRequest, "GET", "/api/v2/user")).at(-1)?.authorization).toBe(
        `Bearer ${NEW_TOKEN}`,
      ),
    );
  },
};

/** /settings/name for the example member, who cannot change it (001 §5): shown, said, no Save. */
export const NameLocked: Story = {
  args: { path: "/settings/name" },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(await page.findByText("Your name can no longer be changed.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: /Name/ })).toHaveValue("Мария Петрова");
    await expect(page.queryByRole("button", { name: "Save changes" })).toBeNull();
    await expect(await sent(args.onRequest, "PUT")).toEqual([]);
  },
};

/**
 * A narrow screen: the settings navigation is one scrolling row above the form, the open page's
 * link (Location, near its end) scrolled into view.
 */
export const Narrow: Story = {
  args: { path: "/settings/location" },
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole("heading", { level: 2, name: "Location" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Settings pages" });
    const current = within(nav).getByRole("link", { name: "Location" });
    await expect(current).toHaveAttribute("aria-current", "page");
    await waitFor(() => expect(nav.scrollLeft).toBeGreaterThan(0));
    const box = nav.getBoundingClientRect();
    const link = current.getBoundingClientRect();
    await expect(link.left).toBeGreaterThanOrEqual(box.left);
    await expect(link.right).toBeLessThanOrEqual(box.right);
  },
};
