import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { Button } from "../Button";
import { Alert } from "./Alert";

const meta = {
  title: "UI/Alert",
  component: Alert,
  args: {
    variant: "info",
    title: "Your campaign is being verified",
    description: "We will e-mail you when donations can start.",
  },
  argTypes: {
    variant: { control: "inline-radio", options: ["info", "success", "warning", "danger"] },
  },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Your campaign is being verified")).toBeVisible();
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

/** The spec's "post an update" alert: a warning with an action. */
export const WithAction: Story = {
  args: {
    variant: "warning",
    title: "You cannot withdraw yet",
    description: "Post an update about how the money is used, then request a withdrawal.",
    action: <Button size="sm">Post an update</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Post an update" })).toBeVisible();
  },
};

function Dismissible(props: { onDismiss: () => void }) {
  const [shown, setShown] = useState(true);
  return shown ? (
    <Alert
      variant="success"
      title="Bank account approved"
      onDismiss={() => {
        props.onDismiss();
        setShown(false);
      }}
    />
  ) : (
    <p>Dismissed</p>
  );
}

/** The dismiss button is named from the dictionary and reachable by keyboard. */
export const Dismiss: Story = {
  args: { onDismiss: fn() },
  render: (args) => <Dismissible onDismiss={args.onDismiss ?? (() => {})} />,
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole("button", { name: "Dismiss" });
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText("Dismissed")).toBeVisible();
  },
};

/** Shown after a user's action: announced at once (danger and warning assertively). */
export const Live: Story = {
  args: { variant: "danger", isLive: true, title: "The IBAN could not be verified" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("The IBAN could not be verified");
  },
};

export const Translated: Story = {
  globals: { locale: "pl" },
  args: { title: "Konto bankowe zatwierdzone", variant: "success", onDismiss: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Zamknij" })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    variant: "danger",
    title:
      "The withdrawal request was refused because the invoice is not issued to the beneficiary",
    description:
      "Upload an invoice or a bill in the name of the person the campaign was created for, and make sure the amount on it is at least the amount you asked for. You can then send the request again from the campaign dashboard.",
    onDismiss: fn(),
    action: (
      <Button size="sm" variant="secondary">
        Upload documents
      </Button>
    ),
  },
  render: (args) => (
    <div className="cw:w-96">
      <Alert {...args} />
    </div>
  ),
};

/** Every variant, with and without description, action and dismiss, in light and dark. */
export const AllStates: Story = {
  render: () => (
    <div className="cw:flex cw:w-[28rem] cw:flex-col cw:gap-3">
      <Alert variant="info" title="Info" description="Your campaign is being verified." />
      <Alert
        variant="success"
        title="Success"
        description="Bank account approved."
        onDismiss={() => {}}
      />
      <Alert
        variant="warning"
        title="Warning"
        description="Post an update before you withdraw."
        action={<Button size="sm">Post an update</Button>}
      />
      <Alert variant="danger" title="Danger" description="The IBAN could not be verified." />
      <Alert variant="info" title="Title only" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/Info|Success|Warning|Danger|Title only/)).toHaveLength(5);
  },
};
