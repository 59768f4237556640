import type { Meta, StoryObj } from "@storybook/react-vite";
import { Heart, Plus } from "lucide-react";
import { useState } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { Button } from "./Button";

const meta = {
  title: "UI/Button",
  component: Button,
  args: { children: "Donate now", onPress: fn() },
  argTypes: {
    variant: {
      control: "inline-radio",
      options: ["primary", "secondary", "ghost", "danger", "link"],
    },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Donate now" }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: "secondary", children: "Cancel" } };
export const Ghost: Story = { args: { variant: "ghost", children: "Skip" } };
export const Danger: Story = { args: { variant: "danger", children: "Delete campaign" } };
export const AsLink: Story = { args: { variant: "link", children: "Read the rules" } };

export const WithIcon: Story = {
  args: { icon: <Heart aria-hidden size={16} />, children: "Give karma" },
};

export const IconOnly: Story = {
  args: {
    iconOnly: true,
    "aria-label": "Add image",
    children: undefined,
    icon: <Plus aria-hidden size={18} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Add image" })).toBeVisible();
  },
};

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button")).toHaveFocus();
    await expect(canvas.getByRole("button")).toHaveAttribute("data-focus-visible", "true");
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "Donate now" });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { isLoading: true, children: "Sending" },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: /Sending/ });
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute("data-pending", "true");
  },
};

/** A button that is busy for a second after a press, then gives way to its result. */
function SendOnce({ onPress, sendMs = 1000 }: { onPress?: () => void; sendMs?: number }) {
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");
  if (state === "sent") return <p>Message sent.</p>;
  return (
    <Button
      isLoading={state === "sending"}
      onPress={() => {
        onPress?.();
        setState("sending");
        setTimeout(() => setState("sent"), sendMs);
      }}
    >
      Send message
    </Button>
  );
}

/** The live announcements react-aria made, each with the ids its text is read from. */
const announcements = () =>
  [...document.querySelectorAll("[data-live-announcer] [aria-labelledby]")].map((node) =>
    (node.getAttribute("aria-labelledby") ?? "").split(/\s+/).filter(Boolean),
  );

/**
 * A focused button that turns busy is announced to screen readers by reference to the button.
 * When the button then gives way to its result, that announcement must not stay behind pointing
 * at an element that is gone (it would read nothing, and axe fails the page: role-img-alt).
 */
/** The check both stories make once the busy button has given way to its result. */
async function expectGoneWithoutTrace(canvas: {
  queryByRole: (role: string) => HTMLElement | null;
}) {
  await expect(canvas.queryByRole("button")).toBeNull();
  // At no moment (checked every 10 ms for 400 ms, past react-aria's late announcement) does an
  // announcement point at the button that is gone: axe may run at any of them.
  const dangling = () =>
    announcements().filter((ids) => ids.every((id) => !document.getElementById(id)));
  for (let elapsed = 0; elapsed < 400; elapsed += 10) {
    await expect(dangling()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export const LoadingThenGone: Story = {
  render: (args) => <SendOnce onPress={args.onPress} />,
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole("button", { name: "Send message" });
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(announcements()).toContainEqual([button.id]));

    await expect(await canvas.findByText("Message sent.")).toBeVisible();
    await expectGoneWithoutTrace(canvas);
  },
};

/** Busy for 30 ms only: gone before react-aria's announcement arrives, which must not stay. */
export const BrieflyLoadingThenGone: Story = {
  render: (args) => <SendOnce onPress={args.onPress} sendMs={30} />,
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByText("Message sent.")).toBeVisible();
    await expectGoneWithoutTrace(canvas);
  },
};

export const LongLabel: Story = {
  args: { children: "Transfer the raised funds to another verified campaign in the same currency" },
  render: (args) => (
    <div className="cw:w-64">
      <Button {...args} fullWidth layout="wrap" />
    </div>
  ),
};

/** Every variant and size at once, in light and dark: the visual baseline of the button. */
export const AllStates: Story = {
  render: () => (
    <div className="cw:grid cw:grid-cols-[auto_repeat(3,auto)] cw:items-center cw:gap-3">
      {(["primary", "secondary", "ghost", "danger", "link"] as const).map((variant) => (
        <div key={variant} className="cw:contents">
          <span className="cw:text-sm cw:text-fg-muted">{variant}</span>
          {(["sm", "md", "lg"] as const).map((size) => (
            <Button key={size} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
        </div>
      ))}
      <span className="cw:text-sm cw:text-fg-muted">states</span>
      <Button isDisabled>Disabled</Button>
      <Button isLoading>Loading</Button>
      <Button iconOnly aria-label="Add" icon={<Plus aria-hidden size={18} />} />
    </div>
  ),
};
