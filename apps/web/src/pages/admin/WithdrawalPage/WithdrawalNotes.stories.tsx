import type { WithdrawNote } from "@causeway/api-client";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { WithdrawalNotes } from "./WithdrawalNotes";

const author = { id: 7, username: "ops.elena", name: "Elena Ivanova", avatar: null };
const note = (id: number, state: WithdrawNote["state"], text: string): WithdrawNote => ({
  id,
  withdraw_id: 311,
  text,
  state,
  author,
  date_added: 1763625600 + id * 3600,
});
const NOTES = [
  note(1, "OPEN", "Asked the clinic for the treatment plan."),
  note(2, "FOR_REVIEW", "Invoice total differs from the amount;\nasked for a corrected invoice."),
  note(3, "COMPLETED", "<b>Corrected invoice</b> received <script>window.__pwned=1</script>"),
];

const meta = {
  title: "Web/Admin/WithdrawalNotes",
  component: WithdrawalNotes,
  args: { notes: NOTES, onAdd: fn(async () => {}), onChangeState: fn(async () => {}) },
  decorators: [
    (Story) => (
      <div className="cw:max-w-lg cw:p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WithdrawalNotes>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A note in each state with what may be done next: an open one is marked for review or
 * completed, one for review completed or reverted, a completed one reverted. What a note says
 * stays text (its line breaks kept, markup neither drawn nor run).
 */
export const EveryState: Story = {
  play: async ({ canvasElement, args }) => {
    const items = within(canvasElement).getAllByRole("listitem");
    const [open, review, done] = items.map((item) => within(item));
    await expect(open?.getByText("Open")).toBeVisible();
    await expect(open?.getAllByRole("button").map((button) => button.textContent)).toEqual([
      "Mark for review",
      "Mark completed",
    ]);
    await expect(review?.getAllByRole("button").map((button) => button.textContent)).toEqual([
      "Mark completed",
      "Revert to open",
    ]);
    await expect(done?.getAllByRole("button").map((button) => button.textContent)).toEqual([
      "Revert to open",
    ]);
    await expect(done?.getByText(/<b>Corrected invoice<\/b> received/)).toBeVisible();
    await expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    await userEvent.click(open?.getByRole("button", { name: "Mark for review" }) as HTMLElement);
    await expect(args.onChangeState).toHaveBeenCalledWith(1, "review");
    await userEvent.click(done?.getByRole("button", { name: "Revert to open" }) as HTMLElement);
    await expect(args.onChangeState).toHaveBeenCalledWith(3, "reverted");
  },
};

/** No note yet; an empty one is refused under the box; a note is sent trimmed, the box emptied. */
export const AddNote: Story = {
  args: { notes: [] },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const section = within(canvasElement);
    await expect(section.getByText("No notes yet.")).toBeVisible();
    await userEvent.click(section.getByRole("button", { name: "Add note" }));
    const box = section.getByRole("textbox", { name: "New note" });
    await expect(box).toHaveAccessibleDescription(/This field is required\./);
    await expect(args.onAdd).not.toHaveBeenCalled();
    await userEvent.type(box, "  Checked with the bank. ");
    await userEvent.click(section.getByRole("button", { name: "Add note" }));
    await expect(args.onAdd).toHaveBeenCalledWith("Checked with the bank.");
    await waitFor(() => expect(box).toHaveValue(""));
  },
};

/** A note that could not be added stays in the box, with what went wrong said above it. */
export const AddFails: Story = {
  args: {
    notes: [],
    onAdd: fn(async () => {
      throw new Error("offline");
    }),
    error: "That did not work. Try again.",
  },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    const box = section.getByRole("textbox", { name: "New note" });
    await userEvent.type(box, "Waiting for the clinic.");
    await userEvent.click(section.getByRole("button", { name: "Add note" }));
    await expect(section.getByRole("alert")).toHaveTextContent("That did not work. Try again.");
    await expect(box).toHaveValue("Waiting for the clinic.");
  },
};

/** While one change is on its way its button is busy and the others wait. */
export const Changing: Story = {
  args: { changing: { noteId: 2, action: "completed" } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole("listitem");
    const review = within(items[1] as HTMLElement);
    await expect(review.getByRole("button", { name: /Mark completed/ })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await expect(
      within(items[0] as HTMLElement).getByRole("button", { name: "Mark for review" }),
    ).toBeDisabled();
  },
};
