import type { Meta, StoryObj } from "@storybook/react-vite";
import { Search } from "lucide-react";
import { expect, fn, userEvent } from "storybook/test";
import { Button } from "../Button";
import { EmptyState } from "./EmptyState";

const meta = {
  title: "UI/EmptyState",
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** With no props: the dictionary's "Nothing to show" (the search overlay's empty state). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Nothing to show" })).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    title: "No campaigns yet",
    description: "Start one in a few minutes: tell your story, add a goal and share it.",
    action: <Button onPress={fn()}>Create a campaign</Button>,
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Create a campaign" })).toHaveFocus();
  },
};

export const Translated: Story = {
  globals: { locale: "es" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2 })).not.toHaveTextContent(
      "Nothing to show",
    );
  },
};

export const LongText: Story = {
  args: {
    icon: <Search aria-hidden size={24} />,
    title: "No campaigns or people match “rehabilitation after a car accident in Plovdiv”",
    description:
      "Check the spelling, use fewer words, or search for the name of the person the campaign is for.",
  },
};

/** Default, with icon and action, without icon, in light and dark. */
export const AllStates: Story = {
  render: () => (
    <div className="cw:grid cw:grid-cols-3 cw:gap-4">
      <EmptyState />
      <EmptyState
        icon={<Search aria-hidden size={24} />}
        title="No results"
        description="Try other words."
        action={<Button variant="secondary">Clear search</Button>}
      />
      <EmptyState icon={null} title="No messages" headingLevel={3} />
    </div>
  ),
};
