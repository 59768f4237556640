import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button";
import type { ToastOptions } from "./context";
import { useToast } from "./context";
import { ToastProvider } from "./Toast";

const screen = within(document.body);

function Demo({ options }: { options: ToastOptions }) {
  const { toast } = useToast();
  return <Button onPress={() => toast(options)}>Save settings</Button>;
}

interface Args {
  options: ToastOptions;
  duration: number;
}

const meta = {
  title: "UI/Toast",
  args: {
    duration: 60_000,
    options: {
      title: "Settings saved",
      description: "Your new e-mail is used from now on.",
      variant: "success",
    },
  },
  parameters: { screenshot: { target: "page" } },
  render: ({ options, duration }) => (
    <ToastProvider duration={duration}>
      <Demo options={options} />
    </ToastProvider>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `toast()` shows a message in the notifications region; its dismiss button is named. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Save settings" }));
    // The region comes with the first toast (its code loads then).
    const region = await screen.findByRole("region", { name: /Notifications/ });
    await expect(await within(region).findByText("Settings saved")).toBeVisible();
    await expect(within(region).getByText("Your new e-mail is used from now on.")).toBeVisible();
  },
};

/** The dismiss button closes the toast. */
export const Dismiss: Story = {
  parameters: { screenshot: { target: "root" } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Save settings" }));
    await userEvent.click(await screen.findByRole("button", { name: "Dismiss" }));
    await waitFor(() => expect(screen.queryByText("Settings saved")).not.toBeInTheDocument());
  },
};

/** It closes by itself after its duration. */
export const AutoDismiss: Story = {
  args: { duration: 300 },
  parameters: { screenshot: { target: "root" } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Save settings" }));
    await expect(await screen.findByText("Settings saved")).toBeVisible();
    await waitFor(() => expect(screen.queryByText("Settings saved")).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};

export const WithAction: Story = {
  args: {
    options: {
      title: "Post deleted",
      variant: "info",
      action: { label: "Undo", onAction: fn(), altText: "Restore the post from your profile" },
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Save settings" }));
    await userEvent.click(await screen.findByRole("button", { name: "Undo" }));
    await expect(args.options.action?.onAction).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText("Post deleted")).not.toBeInTheDocument());
  },
};

export const LongText: Story = {
  args: {
    options: {
      variant: "danger",
      title: "The withdrawal could not be sent because the bank rejected the IBAN",
      description:
        "Check that the IBAN belongs to the recipient named on the invoice, then send the request again. Nothing was taken from the campaign's balance.",
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Save settings" }));
    await expect(await screen.findByText(/bank rejected the IBAN/)).toBeVisible();
  },
};

/** The dismiss button's name and the region's label follow the locale. */
export const Translated: Story = {
  globals: { locale: "de" },
  args: { options: { title: "Gespeichert", variant: "success" } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Save settings" }));
    await expect(await screen.findByRole("button", { name: "Ausblenden" })).toBeVisible();
    await expect(screen.getByRole("region", { name: /Benachrichtigungen/ })).toBeInTheDocument();
  },
};

function CallsToastWithoutProvider() {
  const { toast, hasRegion } = useToast();
  return (
    <>
      <Button onPress={() => toast({ title: "Settings saved" })}>Save settings</Button>
      <p>{hasRegion ? "Toasts are shown" : "No toast region"}</p>
    </>
  );
}

/**
 * Without a ToastProvider (a host app that mounts none), `useToast()` does not throw: `toast()`
 * does nothing and `hasRegion` is false, so a component can say the same thing in place.
 */
export const OutsideProvider: Story = {
  parameters: { screenshot: { target: "root" } },
  render: () => <CallsToastWithoutProvider />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No toast region")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Save settings" }));
    await expect(screen.queryByText("Settings saved")).not.toBeInTheDocument();
    await expect(screen.queryByRole("region", { name: /Notifications/ })).not.toBeInTheDocument();
  },
};

function ShowAll() {
  const { toast } = useToast();
  useEffect(() => {
    toast({ variant: "info", title: "New message", description: "Ana wrote to you." });
    toast({ variant: "success", title: "Donation received", description: "Thank you!" });
    toast({ variant: "warning", title: "E-mail not verified", description: "Check your inbox." });
    toast({ variant: "danger", title: "Upload failed", description: "The file is over 10 MB." });
  }, [toast]);
  return null;
}

/** The four variants stacked, in light and dark. */
export const AllStates: Story = {
  parameters: { screenshot: { target: "page" } },
  render: () => (
    <ToastProvider duration={600_000}>
      <ShowAll />
    </ToastProvider>
  ),
  play: async () => {
    await waitFor(() => expect(screen.getAllByRole("button", { name: "Dismiss" })).toHaveLength(4));
  },
};
