import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "./Dialog";

const screen = within(document.body);

const meta = {
  title: "UI/Dialog",
  component: DialogContent,
  args: {
    title: "Edit personal info",
    description: "Your name and bio are shown on your profile.",
    size: "md",
  },
  argTypes: { size: { control: "inline-radio", options: ["sm", "md", "lg"] } },
  parameters: { screenshot: { target: "page" } },
  render: (args) => (
    <Dialog>
      <DialogTrigger>
        <Button>Edit profile</Button>
      </DialogTrigger>
      <DialogContent
        {...args}
        footer={
          <>
            <DialogClose>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button>Save</Button>
          </>
        }
      >
        <label className="cw:flex cw:flex-col cw:gap-1">
          <span className="cw:font-medium">Name</span>
          <input
            className="cw:rounded-md cw:border cw:border-border-strong cw:bg-surface cw:px-3 cw:py-2"
            defaultValue="Maria Ivanova"
          />
        </label>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof DialogContent>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the keyboard: the dialog is named by its title and described by its description. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Edit profile" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Edit personal info" });
    await expect(dialog).toHaveAccessibleDescription(
      "Your name and bio are shown on your profile.",
    );
    await expect(within(dialog).getByRole("button", { name: "Close" })).toBeVisible();
  },
};

/**
 * Tab and Shift+Tab never leave the dialog; Escape closes it and focus goes back to the button
 * that opened it.
 */
export const FocusTrapAndReturn: Story = {
  parameters: { screenshot: { target: "root" } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Edit profile" });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Edit personal info" });
    const name = within(dialog).getByRole("textbox", { name: "Name" });
    await waitFor(() => expect(name).toHaveFocus());
    const order = ["Cancel", "Save", "Close"];
    for (const label of order) {
      await userEvent.tab();
      await expect(within(dialog).getByRole("button", { name: label })).toHaveFocus();
    }
    await userEvent.tab();
    await expect(name).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole("button", { name: "Close" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** The labelled × button and a footer action wrapped in DialogClose both close it. */
export const CloseButtons: Story = {
  parameters: { screenshot: { target: "root" } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Edit profile" });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

const openAndCheckSize = (size: string) => async () => {
  await userEvent.click(screen.getByRole("button", { name: "Edit profile" }));
  const dialog = await screen.findByRole("dialog");
  await expect(dialog).toHaveAttribute("data-size", size);
};

export const Small: Story = { args: { size: "sm" }, play: openAndCheckSize("sm") };
export const Large: Story = { args: { size: "lg" }, play: openAndCheckSize("lg") };

/** A long body scrolls inside the dialog; the title and the footer stay in view. */
export const LongContent: Story = {
  args: {
    title: "Rules for withdrawing funds raised for a medical campaign in another currency",
    description:
      "Read these before you request a payout. A request that does not follow them is refused and has to be sent again with the missing documents.",
  },
  render: (args) => (
    <Dialog defaultOpen>
      <DialogContent {...args} footer={<Button>I understand</Button>}>
        {Array.from({ length: 30 }, (_, i) => `rule-${i + 1}`).map((id, i) => (
          <p key={id} className="cw:mb-3">
            {`${i + 1}. Every withdrawal needs an invoice or a bill issued to the beneficiary, in the campaign's name.`}
          </p>
        ))}
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    await expect(within(dialog).getByRole("button", { name: "I understand" })).toBeVisible();
    const rect = dialog.getBoundingClientRect();
    await expect(rect.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/** Built-in strings follow the locale: the close button is named in German. */
export const Translated: Story = {
  globals: { locale: "de" },
  args: {
    title: "Persönliche Angaben bearbeiten",
    description: "Name und Bio stehen in deinem Profil.",
  },
  play: async () => {
    await userEvent.click(screen.getByRole("button", { name: "Edit profile" }));
    await expect(await screen.findByRole("button", { name: "Schließen" })).toBeVisible();
  },
};

/** Every size side by side (non-modal so they can share the page), in light and dark. */
export const AllStates: Story = {
  parameters: { screenshot: { target: "page" } },
  render: (args) => (
    <>
      {(["sm", "md", "lg"] as const).map((size, i) => (
        <Dialog key={size} open modal={false}>
          <DialogContent
            {...args}
            size={size}
            title={`Size ${size}`}
            // Pinned from the top instead of the middle, one under the other.
            style={{ top: ["1rem", "13rem", "25rem"][i], bottom: "auto" }}
            onInteractOutside={(event) => event.preventDefault()}
            footer={
              <>
                <Button variant="secondary">Cancel</Button>
                <Button>Save</Button>
              </>
            }
          />
        </Dialog>
      ))}
    </>
  ),
  play: async () => {
    await expect(screen.getAllByRole("dialog")).toHaveLength(3);
  },
};
