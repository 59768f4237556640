import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { ErrorState } from "./ErrorState";

const meta = {
  title: "UI/ErrorState",
  component: ErrorState,
  args: { onReload: fn() },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's error page: title, description and reload, all from the dictionary by default. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
    await expect(canvas.getByText("This could not be shown. Reload to try again.")).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Reload" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

export const Translated: Story = {
  globals: { locale: "ro" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button")).not.toHaveTextContent("Reload");
    await expect(canvas.getByRole("heading", { level: 2 })).not.toHaveTextContent(
      "Something went wrong",
    );
  },
};

export const Custom: Story = {
  args: {
    title: "The withdrawals could not be loaded",
    description: "Your balance is safe. Try again in a moment.",
    reloadLabel: "Try again",
    headingLevel: 3,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3 })).toHaveTextContent(
      "The withdrawals could not be loaded",
    );
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** Without a way to retry (`onReload={null}`), no button. */
export const NoReload: Story = {
  render: () => <ErrorState onReload={null} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    title:
      "The campaign dashboard could not be shown because the connection to the server was interrupted",
    description:
      "Nothing you entered was lost. Check your internet connection, then reload the page; if it keeps happening, contact us.",
  },
  render: (args) => (
    <div className="cw:w-96">
      <ErrorState {...args} />
    </div>
  ),
};

/** Default and custom, in light and dark. */
export const AllStates: Story = {
  render: () => (
    <div className="cw:grid cw:grid-cols-2 cw:gap-4">
      <ErrorState onReload={() => {}} />
      <ErrorState
        title="Posts could not be loaded"
        reloadLabel="Try again"
        onReload={() => {}}
        headingLevel={3}
      />
    </div>
  ),
};
