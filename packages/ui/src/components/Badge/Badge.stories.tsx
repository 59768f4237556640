import type { Meta, StoryObj } from "@storybook/react-vite";
import { BadgeCheck } from "lucide-react";
import { expect } from "storybook/test";
import { Badge } from "./Badge";

const meta = {
  title: "UI/Badge",
  component: Badge,
  args: { children: "Verified", variant: "success" },
  argTypes: {
    variant: {
      control: "inline-radio",
      options: ["neutral", "brand", "success", "warning", "danger", "info"],
    },
    size: { control: "inline-radio", options: ["sm", "md"] },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Verified").closest('[data-slot="badge"]')).toHaveAttribute(
      "data-variant",
      "success",
    );
  },
};

export const WithIcon: Story = { args: { icon: <BadgeCheck aria-hidden size={14} /> } };

/** A long label is cut with an ellipsis at the width it is given; the full text stays in the DOM. */
export const LongText: Story = {
  args: { children: "Medical campaign waiting for documents", variant: "warning" },
  render: (args) => (
    <div className="cw:w-40">
      <Badge {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Medical campaign waiting for documents")).toBeInTheDocument();
  },
};

/** Every variant in both sizes, in light and dark. */
export const AllStates: Story = {
  render: () => (
    <div className="cw:grid cw:grid-cols-[repeat(6,auto)] cw:items-center cw:justify-start cw:gap-2">
      {(["sm", "md"] as const).map((size) =>
        (["neutral", "brand", "success", "warning", "danger", "info"] as const).map((variant) => (
          <Badge key={`${size}-${variant}`} size={size} variant={variant}>
            {variant}
          </Badge>
        )),
      )}
    </div>
  ),
};
