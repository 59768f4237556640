import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { VisuallyHidden } from "../VisuallyHidden";
import { Skeleton } from "./Skeleton";

const meta = {
  title: "UI/Skeleton",
  component: Skeleton,
  args: { shape: "text", width: 240 },
  argTypes: { shape: { control: "inline-radio", options: ["text", "circle", "rect", "media"] } },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A placeholder is never read out. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="skeleton"]')).toHaveAttribute(
      "aria-hidden",
      "true",
    );
  },
};

/**
 * The pattern to use: the region being loaded says `aria-busy="true"` and carries a visually
 * hidden "Loading…", read once; the skeletons inside stay hidden. When the content arrives,
 * drop `aria-busy` and replace the skeletons.
 */
export const BusyContainer: Story = {
  render: () => (
    <section
      aria-label="Campaigns"
      aria-busy="true"
      className="cw:flex cw:w-80 cw:flex-col cw:gap-3"
    >
      <VisuallyHidden role="status">Loading campaigns…</VisuallyHidden>
      {["a", "b"].map((key) => (
        <div key={key} className="cw:flex cw:items-center cw:gap-3">
          <Skeleton shape="circle" />
          <div className="cw:flex cw:flex-1 cw:flex-col cw:gap-2">
            <Skeleton width="70%" />
            <Skeleton width="40%" />
          </div>
        </div>
      ))}
    </section>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Campaigns" });
    await expect(region).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading campaigns…");
  },
};

export const Paragraph: Story = { args: { lines: 4, width: 320 } };

/** Text, several lines, a circle and a rectangle (a post's card), in light and dark. */
export const AllStates: Story = {
  render: () => (
    <div className="cw:flex cw:w-80 cw:flex-col cw:gap-4">
      <Skeleton width="50%" />
      <Skeleton lines={3} />
      <div className="cw:flex cw:items-center cw:gap-3">
        <Skeleton shape="circle" />
        <Skeleton shape="circle" width={56} />
        <Skeleton width={120} />
      </div>
      <Skeleton shape="rect" />
      <Skeleton shape="rect" height={48} width="60%" />
    </div>
  ),
};
