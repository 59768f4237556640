import { MockApiProvider } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ReasonPicker, type ReasonPickerProps } from "./ReasonPicker";

/** The eight reasons of the reference data. */
const ALL_REASONS = [
  "medical_treatment",
  "medicines",
  "rehabilitation",
  "medical_equipment",
  "travel",
  "accommodation",
  "education",
  "other",
].map((name, index) => ({ id: index + 1, text: `withdraw.reason.${name}` }));

function Controlled({ hostReset, ...props }: ReasonPickerProps & { hostReset?: boolean }) {
  const [value, setValue] = useState<number[]>([...props.value]);
  return (
    <div className="cw:flex cw:w-[28rem] cw:flex-col cw:gap-3">
      <ReasonPicker
        {...props}
        value={value}
        onChange={(ids) => {
          setValue(ids);
          props.onChange(ids);
        }}
      />
      {/* The host changing the choice (a form reset, a request opened for editing). */}
      {hostReset ? (
        <button
          type="button"
          className="cw:w-fit cw:text-sm cw:underline"
          onClick={() => setValue([6, 7])}
        >
          Host sets two
        </button>
      ) : null}
    </div>
  );
}

const meta = {
  title: "Forms/ReasonPicker",
  component: ReasonPicker,
  args: { value: [], onChange: fn(), reasons: ALL_REASONS },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ReasonPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sorted by translation; three chosen by keyboard, a fourth ignored with a polite note. */
export const LimitOfThree: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const boxes = canvas.getAllByRole("checkbox");
    await expect(boxes.map((box) => box.closest("label")?.textContent)).toEqual([
      "Accommodation",
      "Education",
      "Medical equipment",
      "Medical treatment",
      "Medicines",
      "Other",
      "Rehabilitation",
      "Travel",
    ]);
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await expect(args.onChange).toHaveBeenLastCalledWith([6, 7, 4]);
    await userEvent.tab();
    await userEvent.keyboard(" ");
    const fourth = canvas.getByRole("checkbox", { name: "Medical treatment" });
    await expect(fourth).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(3);
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent(
      "You have already chosen the maximum of 3. Remove one to choose another.",
    );
    // Removing one lets another in.
    await userEvent.click(canvas.getByRole("checkbox", { name: "Education" }));
    await userEvent.click(fourth);
    await expect(fourth).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith([6, 4, 1]);
  },
};

const limitNote = () =>
  within(document.body).queryByText(
    "You have already chosen the maximum of 3. Remove one to choose another.",
    { selector: '[data-slot="reason-picker-note"]' },
  );

/**
 * The "at most 3" note answers a refused fourth tick only: once the choice is valid again (one
 * removed, here or by the host) it goes, on screen and for screen readers.
 */
export const LimitNoteGoes: Story = {
  args: { value: [6, 7, 8] },
  render: (args) => <Controlled {...args} hostReset />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("checkbox", { name: "Medical treatment" }));
    await expect(limitNote()).toBeVisible();
    await userEvent.click(canvas.getByRole("checkbox", { name: "Other" }));
    await expect(limitNote()).toBeNull();
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent("");
    // Full again, a fourth refused, then the host changes the choice: the note goes too.
    await userEvent.click(canvas.getByRole("checkbox", { name: "Travel" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Medical treatment" }));
    await expect(limitNote()).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Host sets two" }));
    await waitFor(() => expect(limitNote()).toBeNull());
    await expect(canvas.getByRole("checkbox", { name: "Medical treatment" })).not.toBeChecked();
  },
};

/** Fetched from the API when not given (the contract's three example reasons). */
export const Fetched: Story = {
  args: { reasons: undefined },
  render: (args) => (
    <MockApiProvider>
      <Controlled {...args} />
    </MockApiProvider>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("checkbox", { name: "Medicines" })).toBeVisible();
    await expect(canvas.getAllByRole("checkbox")).toHaveLength(3);
  },
};

export const Loading: Story = {
  args: { reasons: undefined },
  render: (args) => (
    <MockApiProvider mode="loading">
      <Controlled {...args} />
    </MockApiProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Cost type").parentElement).toHaveAttribute("aria-busy", "true");
  },
};

export const LoadError: Story = {
  args: { reasons: undefined },
  render: (args) => (
    <MockApiProvider mode="error">
      <Controlled {...args} />
    </MockApiProvider>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "The cost types could not be loaded.",
    );
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

export const Filled: Story = { args: { value: [3, 2] } };

export const Full: Story = { args: { value: [3, 2, 8] } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: "Choose at least one cost type." },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText("Choose at least one cost type.")).toBeVisible());
  },
};

export const Disabled: Story = {
  args: { value: [1], isDisabled: true },
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole("checkbox")) await expect(box).toBeDisabled();
  },
};

export const Translated: Story = {
  globals: { locale: "bg" },
  play: async ({ canvas }) => {
    const first = canvas.getAllByRole("checkbox")[0];
    await expect(first?.closest("label")).toHaveTextContent("Друго");
  },
};

export const AllStates: Story = {
  render: () => (
    <div className="cw:grid cw:w-[48rem] cw:grid-cols-2 cw:gap-8">
      <ReasonPicker reasons={ALL_REASONS} value={[]} onChange={() => {}} />
      <ReasonPicker reasons={ALL_REASONS} value={[1, 2, 3]} onChange={() => {}} />
      <ReasonPicker
        reasons={ALL_REASONS.slice(0, 4)}
        value={[]}
        onChange={() => {}}
        isInvalid
        errorMessage="Choose at least one cost type."
      />
      <ReasonPicker reasons={ALL_REASONS.slice(0, 4)} value={[2]} onChange={() => {}} isDisabled />
    </div>
  ),
};
