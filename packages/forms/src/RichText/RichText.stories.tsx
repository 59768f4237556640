import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { RichText } from "./RichText";

const meta = {
  title: "Forms/RichText",
  component: RichText,
  args: {
    html: '<p>Thank you! Maria took her <strong>first steps</strong> with a <em>walker</em>.</p><ul><li>Five physiotherapy sessions</li><li>New shoes</li></ul><blockquote>“She laughed all the way.”</blockquote><p>More at <a href="https://example.org/maria">the clinic</a> or <a href="/campaign/help-maria-walk-again">her campaign</a>.</p>',
  },
  decorators: [(Story) => <div className="cw:w-[36rem]">{Story()}</div>],
} satisfies Meta<typeof RichText>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The allowed tags drawn with the theme: paragraphs, emphasis, lists, a quote, links. */
export const Formatting: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("list")).toHaveTextContent("Five physiotherapy sessions");
    // A link leaving the site opens in a new tab and passes nothing on; one of the site stays.
    await expect(canvas.getByRole("link", { name: "the clinic" })).toHaveAttribute(
      "rel",
      "noopener noreferrer nofollow",
    );
    await expect(canvas.getByRole("link", { name: "her campaign" })).not.toHaveAttribute("target");
  },
};

/** Whatever it holds, nothing runs: scripts, handlers, frames, styles and javascript: go. */
export const Inert: Story = {
  args: {
    html: '<p style="color:red" onmouseover="window.pwned=1">Hi <script>window.pwned=1</script><a href="javascript:window.pwned=1">there</a><img src="https://example.org/x.png" onerror="window.pwned=1" alt="x"><svg onload="window.pwned=1"></svg></p><iframe src="https://evil.example"></iframe><form action="/x"><input value="go"></form>',
  },
  play: async ({ canvasElement, canvas }) => {
    const root = canvasElement.querySelector("[data-slot=rich-text]");
    await expect(
      root?.querySelector("script, iframe, svg, form, input, [style], [onmouseover], [onerror]"),
    ).toBeNull();
    await expect(canvas.queryByRole("link")).toBeNull();
    await expect(root).toHaveTextContent("Hi there");
    await expect(Reflect.get(window, "pwned")).toBeUndefined();
  },
};
