import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { RichTextEditor } from "./RichTextEditor";
import { sanitizeRichText } from "./sanitize-rich-text";

const meta = {
  title: "UI/RichTextEditor",
  component: RichTextEditor,
  args: {
    label: "Your story",
    description: "Say who the money is for and what it will change.",
    onChange: fn(),
  },
  render: (args) => (
    <div className="cw:max-w-xl">
      <RichTextEditor {...args} />
    </div>
  ),
} satisfies Meta<typeof RichTextEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const lastHtml = (onChange: unknown) => {
  const calls = (onChange as ReturnType<typeof fn>).mock.calls;
  return String(calls.at(-1)?.[0] ?? "");
};

/** Typing, then bold and a list from the toolbar: the HTML keeps <b> and <ul>, Bold shows pressed. */
export const TypeAndFormat: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole("textbox", { name: "Your story" });
    await expect(box).toHaveAccessibleDescription(
      "Say who the money is for and what it will change.",
    );
    await userEvent.click(box);
    await userEvent.keyboard("Maria needs six months");
    await waitFor(() => expect(lastHtml(args.onChange)).toContain("Maria needs six months"));
    document.getSelection()?.selectAllChildren(box);
    const bold = canvas.getByRole("button", { name: "Bold" });
    await userEvent.click(bold);
    await waitFor(() => expect(lastHtml(args.onChange)).toContain("<b>Maria needs six months</b>"));
    await waitFor(() => expect(bold).toHaveAttribute("aria-pressed", "true"));
    await userEvent.click(canvas.getByRole("button", { name: "Bulleted list" }));
    await waitFor(() => expect(lastHtml(args.onChange)).toContain("<ul>"));
  },
};

/** What it starts with is cleaned before it shows: no script, no handler, no javascript: link. */
export const StartsCleaned: Story = {
  args: {
    defaultValue:
      '<p>Hello <img src="x" onerror="window.__pwned=1"><a href="javascript:alert(1)">click</a></p><script>window.__pwned=1</script><h2>Plan</h2>',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole("textbox", { name: "Your story" });
    await waitFor(() => expect(box).toHaveTextContent("Hello click"));
    await expect(box.querySelector("img, script, [onerror]")).toBeNull();
    await expect(box.querySelector("a")).toBeNull();
    await expect(box.querySelector("h2")).toHaveTextContent("Plan");
    await expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  },
};

/** An error under the box: said with the field, and the box is marked invalid. */
export const Invalid: Story = {
  args: { errorMessage: "Tell the story of your campaign.", isRequired: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole("textbox", { name: "Your story" });
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveAccessibleDescription(/Tell the story of your campaign\./);
  },
};

/** A link from the toolbar: the address is asked for, the selected words become the link. */
export const AddLink: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole("textbox", { name: "Your story" });
    await userEvent.click(box);
    await userEvent.keyboard("Read more");
    await userEvent.click(canvas.getByRole("button", { name: "Link" }));
    const address = canvas.getByRole("textbox", { name: "Link address" });
    await expect(address).toHaveFocus();
    await userEvent.clear(address);
    await userEvent.type(address, "https://example.org/plan{Enter}");
    await waitFor(() =>
      expect(lastHtml(args.onChange)).toContain('<a href="https://example.org/plan">'),
    );
  },
};

/** The cleaning alone: allowed tags stay, others keep their text, unsafe links lose their href. */
export const Cleaning: Story = {
  parameters: { screenshot: { skip: true } },
  play: async () => {
    await expect(sanitizeRichText('<p style="color:red" onclick="x()">a<b>b</b></p>')).toBe(
      "<p>a<b>b</b></p>",
    );
    await expect(sanitizeRichText("<div>one</div><div>two</div>")).toBe("<p>one</p><p>two</p>");
    await expect(sanitizeRichText('<a href="mailto:a@b.c">mail</a><a href="data:x">d</a>')).toBe(
      '<a href="mailto:a@b.c">mail</a>d',
    );
    await expect(sanitizeRichText("<table><tr><td>x</td></tr></table><iframe></iframe>")).toBe(
      "<p>x</p>",
    );
    await expect(sanitizeRichText('<img src="https://a.b/c.png" onerror="x">', ["img"])).toBe(
      '<img src="https://a.b/c.png" alt="">',
    );
  },
};
