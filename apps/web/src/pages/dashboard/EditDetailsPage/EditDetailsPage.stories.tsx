import type { Campaign } from "@causeway/api-client";
import { mockExample } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";
import { expectToastThenDismiss } from "../../../testing/toasts";
import { fieldErrors, findMain, lastBody, never } from "../../account/story-helpers";

const PATH = "/campaign/help-maria-walk-again/edit-details";
const CAMPAIGN = mockExample("fetchCampaign").response as Campaign;

const meta = {
  title: "Web/Pages/Dashboard/Edit details",
  component: PageStory,
  args: { path: PATH, signedIn: true, onRequest: fn(), onNavigate: fn() },
  parameters: { layout: "fullscreen", screenshot: { target: "content" } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's form starts from the campaign; Save sends the details, then the photos and video. */
export const Owner: Story = {
  // The form is taller than the screen the shot is taken in (the part below it comes out blank);
  // its field groups have their screenshots in the CampaignCreationForm stories.
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = await findMain(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Edit the details" }),
    ).toBeVisible();
    const title = await page.findByRole("textbox", { name: /Campaign title/ });
    await expect(title).toHaveValue("Help Maria walk again");
    await expect(page.getByRole("textbox", { name: /How much do you need/ })).toHaveValue("25000");
    // The goal's label belongs to its box (its `for` once named the section's heading too), and
    // no id on the page is given twice.
    const goal = page.getByLabelText(/How much do you need/);
    await expect(goal.tagName).toBe("INPUT");
    await userEvent.click(canvasElement.querySelector(`label[for="${goal.id}"]`) as HTMLElement);
    await expect(goal).toHaveFocus();
    const ids = [...canvasElement.ownerDocument.querySelectorAll("[id]")].map((node) => node.id);
    await expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    await expect(page.getByRole("textbox", { name: /Your story/ })).toHaveTextContent(
      "Maria needs six months of rehabilitation after her accident.",
    );
    await userEvent.clear(title);
    await userEvent.type(title, "Help Maria walk again this spring");
    await userEvent.click(page.getByRole("button", { name: "Save changes" }));
    await expectToastThenDismiss("Your changes are saved.");
    await expect(
      await lastBody(args.onRequest as never, "PUT", "/api/v2/campaign/1042/details"),
    ).toMatchObject({
      name: "Help Maria walk again this spring",
      total_amount: 2_500_000,
      currency: 1,
      type: "medical",
      category: 3,
      urgent: true,
    });
    await expect(
      await lastBody(args.onRequest as never, "PUT", "/api/v2/campaign/1042/images"),
    ).toEqual({ image_ids: [5521], main_image_id: 5521, video: CAMPAIGN.video });
  },
};

/** Rules first: an empty title is said at the top and under the field, and nothing is sent. */
export const Invalid: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = await findMain(canvasElement);
    const title = await page.findByRole("textbox", { name: /Campaign title/ });
    await userEvent.clear(title);
    await userEvent.click(page.getByRole("button", { name: "Save changes" }));
    const summary = await page.findByRole("alert", { name: "Check these fields before sending" });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(title).toHaveAttribute("aria-invalid", "true");
    await expect(
      await lastBody(args.onRequest as never, "PUT", "/api/v2/campaign/1042/details"),
    ).toBeUndefined();
  },
};

/** The server's 400 goes under its field; what was typed stays. */
export const ServerError: Story = {
  args: {
    overrides: {
      updateCampaignDetails: fieldErrors({ total_amount: "campaign.validation.total_amount" }),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await findMain(canvasElement);
    await userEvent.click(await page.findByRole("button", { name: "Save changes" }));
    const goal = page.getByRole("textbox", { name: /How much do you need/ });
    await waitFor(() => expect(goal).toHaveAttribute("aria-invalid", "true"));
    await expect(goal).toHaveAccessibleDescription(/Enter the amount you want to raise\./);
    await expect(goal).toHaveValue("25000");
  },
};

/** Another member is sent to the campaign page. */
export const NotOwner: Story = {
  args: {
    overrides: {
      fetchCampaign: {
        response: {
          ...CAMPAIGN,
          created_by: { id: 7, username: "elena", name: "Elena", avatar: null },
        },
      },
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ args }) => {
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenLastCalledWith("/campaign/help-maria-walk-again"),
    );
  },
};

/** A guest logs in first. */
export const Guest: Story = {
  args: { signedIn: false },
  parameters: { screenshot: { skip: true } },
  play: async ({ args }) => {
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent(PATH)}`),
    );
  },
};

/** While the campaign loads. */
export const Loading: Story = {
  args: { overrides: { fetchCampaign: never } },
  parameters: { screenshot: { target: "content" } },
  play: async ({ canvasElement }) => {
    const page = await findMain(canvasElement);
    await expect(await page.findByText("Loading the campaign…")).toHaveAttribute("role", "status");
  },
};
