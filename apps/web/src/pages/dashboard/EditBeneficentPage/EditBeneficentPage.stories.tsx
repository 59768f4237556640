import type { Campaign } from "@causeway/api-client";
import { mockExample } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";
import { expectToastThenDismiss } from "../../../testing/toasts";
import { findMain, lastBody } from "../../account/story-helpers";

const meta = {
  title: "Web/Pages/Dashboard/Edit beneficiary",
  component: PageStory,
  args: {
    path: "/campaign/help-maria-walk-again/edit-beneficent",
    signedIn: true,
    onRequest: fn(),
    onNavigate: fn(),
  },
  parameters: { layout: "fullscreen", screenshot: { target: "content" } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The beneficiary as stored; choosing someone else asks how they are related, then it is saved. */
export const Owner: Story = {
  parameters: { screenshot: { target: "content" } },
  play: async ({ canvasElement, args }) => {
    const page = await findMain(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Edit the beneficiary" }),
    ).toBeVisible();
    await expect(page.getByRole("radio", { name: /Yourself/ })).toBeChecked();
    await expect(page.getByRole("textbox", { name: /Your full name/ })).toHaveValue(
      "Maria Petrova",
    );
    await userEvent.click(page.getByRole("radio", { name: /Someone else/ }));
    await userEvent.click(page.getByRole("button", { name: "Save changes" }));
    const relation = page.getByRole("textbox", { name: /How are you related/ });
    await waitFor(() => expect(relation).toHaveAttribute("aria-invalid", "true"));
    await userEvent.type(relation, "my daughter");
    await userEvent.click(page.getByRole("button", { name: "Save changes" }));
    await expectToastThenDismiss("Your changes are saved.");
    await expect(
      await lastBody(args.onRequest as never, "PUT", "/api/v2/campaign/1042/beneficent"),
    ).toEqual({
      beneficent_type: "other",
      name: "Maria Petrova",
      other: { name: "Maria Petrova", other_type: "person", relation: "my daughter" },
    });
  },
};

const CAMPAIGN = mockExample("fetchCampaign").response as Campaign;

/** A campaign made in favour of another keeps that campaign as its beneficiary: nothing to edit. */
export const InFavourKept: Story = {
  args: {
    overrides: {
      fetchCampaign: {
        response: {
          ...CAMPAIGN,
          beneficent_individual: {
            name: "Help Maria walk again",
            business_name: null,
            other: {
              name: "Help Maria walk again",
              other_type: "campaign",
              relation: null,
              receiver: null,
              receiver_type: null,
              target_campaign: { id: 2077, name: "Help Maria walk again", url: "help-maria" },
            },
          },
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = await findMain(canvasElement);
    await expect(
      await page.findByText("The money goes to the campaign “Help Maria walk again”."),
    ).toBeVisible();
    await expect(page.queryByRole("button", { name: "Save changes" })).toBeNull();
  },
};

/** A guest logs in first. */
export const Guest: Story = {
  args: { signedIn: false },
  parameters: { screenshot: { skip: true } },
  play: async ({ args }) => {
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenCalledWith(
        `/login?redirect=${encodeURIComponent("/campaign/help-maria-walk-again/edit-beneficent")}`,
      ),
    );
  },
};
