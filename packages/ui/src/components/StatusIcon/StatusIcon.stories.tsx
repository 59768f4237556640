import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { StatusIcon } from "./StatusIcon";

const meta = {
  title: "UI/StatusIcon",
  component: StatusIcon,
  args: { status: "approved" },
  argTypes: {
    status: {
      control: "inline-radio",
      options: ["loading", "pending", "approved", "refused", "waiting"],
    },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
  },
} satisfies Meta<typeof StatusIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Icon only: named for screen readers from the dictionary. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "Approved" })).toBeVisible();
  },
};

export const WithLabel: Story = {
  args: { status: "waiting", showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Waiting for verification")).toBeVisible();
  },
};

/** The spec's colours: loading and pending orange, approved green, refused and waiting red. */
export const Colours: Story = {
  render: () => (
    <div className="cw:flex cw:gap-3">
      {(["loading", "pending", "approved", "refused", "waiting"] as const).map((status) => (
        <StatusIcon key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const colour = (name: string) => getComputedStyle(canvas.getByRole("img", { name })).color;
    await expect(colour("Loading")).toBe(colour("Pending"));
    await expect(colour("Refused")).toBe(colour("Waiting for verification"));
    await expect(colour("Approved")).not.toBe(colour("Pending"));
    await expect(colour("Approved")).not.toBe(colour("Refused"));
    await expect(colour("Pending")).not.toBe(colour("Refused"));
  },
};

export const Translated: Story = {
  globals: { locale: "uk" },
  args: { status: "refused", showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Відхилено")).toBeVisible();
  },
};

/** Every state, icon only and labelled, in three sizes, in light and dark. */
export const AllStates: Story = {
  render: () => (
    <div className="cw:grid cw:grid-cols-[repeat(4,auto)] cw:items-center cw:justify-start cw:gap-x-6 cw:gap-y-3">
      {(["loading", "pending", "approved", "refused", "waiting"] as const).map((status) => (
        <div key={status} className="cw:contents">
          <StatusIcon status={status} size="sm" />
          <StatusIcon status={status} size="md" />
          <StatusIcon status={status} size="lg" />
          <StatusIcon status={status} showLabel />
        </div>
      ))}
    </div>
  ),
};
