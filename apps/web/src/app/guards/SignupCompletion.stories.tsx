import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { LUCIA_PROFILE } from "../../testing/message-fixtures";
import { PageStory } from "../../testing/PageStory";

/** A member whose sign-up stopped after the e-mail step (register_step 1). */
const incomplete = {
  getCurrentUser: { response: { ...LUCIA_PROFILE, register_step: 1 } },
};

const meta = {
  title: "Web/Guards/SignupCompletion",
  component: PageStory,
  args: { path: "/campaign", signedIn: true, overrides: incomplete, onNavigate: fn() },
  parameters: { layout: "fullscreen", screenshot: { skip: true } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Any page sends them to the completion form, with the way back to the page they opened. */
export const ForcedFromAnyPage: Story = {
  play: async ({ canvasElement, args }) => {
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenCalledWith("/sign-up/details?redirect=%2Fcampaign"),
    );
    await expect(
      await within(canvasElement).findByRole("heading", {
        level: 1,
        name: "Tell us about yourself",
      }),
    ).toBeVisible();
  },
};

/** Following a link of the header does not get them past it: they are sent back. */
export const NoWayAround: Story = {
  args: { path: "/sign-up/details" },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await page.findByRole("heading", { level: 1, name: "Tell us about yourself" });
    await userEvent.click(page.getAllByRole("link", { name: "Campaigns" })[0] as HTMLElement);
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenLastCalledWith("/sign-up/details?redirect=%2Fcampaign"),
    );
    await expect(
      await page.findByRole("heading", { level: 1, name: "Tell us about yourself" }),
    ).toBeVisible();
  },
};

/** A member whose sign-up is complete stays on the page. */
export const CompleteStays: Story = {
  args: { overrides: { getCurrentUser: { response: { ...LUCIA_PROFILE, register_step: 2 } } } },
  play: async ({ canvasElement, args }) => {
    await within(canvasElement).findByRole("heading", { level: 1 });
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};
