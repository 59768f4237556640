import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { VisuallyHidden } from "./VisuallyHidden";

const meta = {
  title: "UI/VisuallyHidden",
  component: VisuallyHidden,
  args: { children: "Only screen readers read this" },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Inside a button, the hidden text names an icon for screen readers while nothing shows. */
export const InIconButton: Story = {
  render: (args) => (
    <button type="button" className="cw:rounded-md cw:border cw:border-border cw:p-2">
      <span aria-hidden="true">★</span>
      <VisuallyHidden {...args} />
    </button>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Only screen readers read this" });
    const hidden = canvas.getByText("Only screen readers read this");
    await expect(button).toBeInTheDocument();
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
