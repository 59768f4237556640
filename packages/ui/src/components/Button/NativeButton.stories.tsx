import type { Meta, StoryObj } from "@storybook/react-vite";
import { Paperclip, Plus } from "lucide-react";
import { expect, fn, userEvent } from "storybook/test";
import { Button } from "./Button";
import { NativeButton } from "./NativeButton";

const meta = {
  title: "UI/NativeButton",
  component: NativeButton,
  args: { children: "Send request", onPress: fn() },
  argTypes: {
    variant: {
      control: "inline-radio",
      options: ["primary", "secondary", "ghost", "ghost-danger", "danger", "link"],
    },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
  },
} satisfies Meta<typeof NativeButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Click, Enter and Space each press it once; it is a plain `type="button"`, never a submit. */
export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "Send request" });
    await expect(button).toHaveAttribute("type", "button");
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(args.onPress).toHaveBeenCalledTimes(3);
  },
};

export const Secondary: Story = { args: { variant: "secondary", children: "Keep editing" } };

export const WithIcon: Story = {
  args: {
    variant: "secondary",
    size: "sm",
    icon: <Paperclip aria-hidden size={16} />,
    children: "Add files",
  },
};

/** Keyboard focus draws the ring (CSS :focus-visible, where Button has react-aria's attribute). */
export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole("button", { name: "Send request" });
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).boxShadow).not.toBe("none");
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "Send request" });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("data-disabled", "true");
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Busy: the spinner shows, focus stays, and a press (a second submit) does nothing. */
export const Loading: Story = {
  args: { isLoading: true, type: "submit" },
  render: (args) => (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        args.onPress?.();
      }}
    >
      <NativeButton {...args} onPress={undefined} />
    </form>
  ),
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "Send request" });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button).toHaveAttribute("data-pending", "true");
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** A handler that prevents the click's default keeps onPress from running (a guarded action). */
export const PreventedClick: Story = {
  args: { onClick: (event) => event.preventDefault() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Send request" }));
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Side by side with Button: the same variant and size give the same box. */
export const SameLookAsButton: Story = {
  render: () => (
    <div className="cw:flex cw:gap-3">
      <Button variant="secondary">Keep editing</Button>
      <NativeButton variant="secondary">Keep editing</NativeButton>
    </div>
  ),
  play: async ({ canvas }) => {
    const [aria, native] = canvas.getAllByRole("button", { name: "Keep editing" });
    if (!aria || !native) throw new Error("both buttons should render");
    const a = aria.getBoundingClientRect();
    const n = native.getBoundingClientRect();
    await expect([n.width, n.height]).toEqual([a.width, a.height]);
    await expect(getComputedStyle(native).backgroundColor).toBe(
      getComputedStyle(aria).backgroundColor,
    );
  },
};

/** Every variant and size at once, in light and dark: the visual baseline. */
export const AllStates: Story = {
  render: () => (
    <div className="cw:grid cw:grid-cols-[auto_repeat(3,auto)] cw:items-center cw:gap-3">
      {(["primary", "secondary", "ghost", "ghost-danger", "danger", "link"] as const).map(
        (variant) => (
          <div key={variant} className="cw:contents">
            <span className="cw:text-sm cw:text-fg-muted">{variant}</span>
            {(["sm", "md", "lg"] as const).map((size) => (
              <NativeButton key={size} variant={variant} size={size}>
                {`${variant} ${size}`}
              </NativeButton>
            ))}
          </div>
        ),
      )}
      <span className="cw:text-sm cw:text-fg-muted">states</span>
      <NativeButton isDisabled>Disabled</NativeButton>
      <NativeButton isLoading>Loading</NativeButton>
      <NativeButton iconOnly aria-label="Add" icon={<Plus aria-hidden size={18} />} />
    </div>
  ),
};
