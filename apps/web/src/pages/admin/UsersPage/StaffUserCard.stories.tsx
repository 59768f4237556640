import type { StaffUser } from "@causeway/api-client";
import { mockExample } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { findConfirmation } from "../shared/story-helpers";
import { StaffUserCard } from "./StaffUserCard";

const [MARIA] = mockExample("searchStaffUsers").response.users as [StaffUser];

const meta = {
  title: "Web/Admin/StaffUserCard",
  component: StaffUserCard,
  args: { user: MARIA, onImpersonate: fn(async () => {}) },
  decorators: [
    (Story) => (
      <div className="cw:max-w-2xl cw:p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StaffUserCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member as staff see them, with the way to act as them after a confirmation. */
export const Member: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText("maria.petrova@example.bg")).toBeVisible();
    await expect(card.getByRole("button", { name: "Act as Мария Петрова" })).toBeVisible();
  },
};

/** Acting as them is confirmed first (the dialog says how to come back). */
export const ConfirmImpersonation: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await userEvent.click(card.getByRole("button", { name: "Act as Мария Петрова" }));
    const confirm = await findConfirmation("Act as Мария Петрова?");
    await userEvent.click(confirm.getByRole("button", { name: "Act as them" }));
    await expect(args.onImpersonate).toHaveBeenCalledTimes(1);
  },
};

/** A new account that has not finished signing up or confirmed its e-mail says so. */
export const Unfinished: Story = {
  args: {
    user: {
      ...MARIA,
      id: 300,
      username: "new.member",
      name: "new.member",
      avatar: null,
      email: "new.member@example.test",
      email_verified: false,
      register_step: 1,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/sign-up not finished · e-mail not verified/),
    ).toBeVisible();
  },
};

/** Oneself, or an admin for an admin who is not a super admin: why "act as" is not offered. */
export const Blocked: Story = {
  args: {
    user: { ...MARIA, roles: ["ROLE_USER", "ROLE_ADMIN", "ROLE_TRANSLATOR"] },
    blocked: "admin",
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText("Admin")).toBeVisible();
    await expect(card.getByText("Translator")).toBeVisible();
    await expect(card.getByText("Only a super admin can act as another admin.")).toBeVisible();
    await expect(card.queryByRole("button")).toBeNull();
  },
};
