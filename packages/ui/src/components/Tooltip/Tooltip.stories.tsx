import type { Meta, StoryObj } from "@storybook/react-vite";
import { Bookmark, Flag, Heart, Share2 } from "lucide-react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button";
import { Tooltip } from "./Tooltip";

const screen = within(document.body);

const meta = {
  title: "UI/Tooltip",
  component: Tooltip,
  args: {
    content: "Give karma to this post",
    delay: 0,
    children: (
      <Button iconOnly aria-label="Karma" variant="ghost" icon={<Heart aria-hidden size={18} />} />
    ),
  },
  parameters: { screenshot: { target: "page" } },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hovering shows the hint; leaving hides it. */
export const Hover: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Karma" });
    await userEvent.hover(button);
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("Give karma to this post");
    await userEvent.unhover(button);
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
  },
};

/** Keyboard focus shows it too and describes the button; Escape hides it and focus stays. */
export const Focus: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Karma" });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await screen.findByRole("tooltip")).toBeInTheDocument();
    await expect(button).toHaveAccessibleDescription("Give karma to this post");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
  },
};

/** Shown only after the delay when one is set (400 ms by default). */
export const Delayed: Story = {
  args: { delay: 300 },
  parameters: { screenshot: { target: "root" } },
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole("button", { name: "Karma" }));
    await expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    await expect(await screen.findByRole("tooltip", {}, { timeout: 1500 })).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    content:
      "Karma tells the author you found the post useful; it does not donate money and it can be taken back.",
  },
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole("button", { name: "Karma" }));
    const tooltip = await screen.findByRole("tooltip");
    await expect(tooltip.parentElement?.getBoundingClientRect().width ?? 0).toBeLessThanOrEqual(
      256,
    );
  },
};

/** All four sides, in light and dark. */
export const AllStates: Story = {
  parameters: { screenshot: { target: "page" } },
  render: () => (
    <div className="cw:grid cw:grid-cols-2 cw:gap-x-48 cw:gap-y-24 cw:p-16">
      <Tooltip content="Karma" side="top" defaultOpen delay={0}>
        <Button
          iconOnly
          aria-label="Karma"
          variant="secondary"
          icon={<Heart aria-hidden size={18} />}
        />
      </Tooltip>
      <Tooltip content="Bookmark" side="right" defaultOpen delay={0}>
        <Button
          iconOnly
          aria-label="Bookmark"
          variant="secondary"
          icon={<Bookmark aria-hidden size={18} />}
        />
      </Tooltip>
      <Tooltip content="Share" side="bottom" defaultOpen delay={0}>
        <Button
          iconOnly
          aria-label="Share"
          variant="secondary"
          icon={<Share2 aria-hidden size={18} />}
        />
      </Tooltip>
      <Tooltip content="Report" side="left" defaultOpen delay={0}>
        <Button
          iconOnly
          aria-label="Report"
          variant="secondary"
          icon={<Flag aria-hidden size={18} />}
        />
      </Tooltip>
    </div>
  ),
  play: async () => {
    await waitFor(() => expect(screen.getAllByRole("tooltip")).toHaveLength(4));
  },
};
