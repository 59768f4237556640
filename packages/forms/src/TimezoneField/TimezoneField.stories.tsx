import {
  type PointerPick,
  pointerPickStory,
  pressOption,
  pressToOpen,
  showsChoice,
} from "@causeway/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { TimezoneField } from "./TimezoneField";

const WINTER = new Date("2026-01-15T12:00:00Z");
const SUMMER = new Date("2026-07-15T12:00:00Z");

interface DemoProps {
  onChange?: (zone: string | null) => void;
  initial?: string | null;
  at?: Date;
  errorMessage?: string;
  isDisabled?: boolean;
  /** The width of the box around it. */
  className?: string;
}

function Demo({
  onChange,
  initial = null,
  at = WINTER,
  errorMessage,
  isDisabled,
  className = "cw:w-96",
}: DemoProps) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <div className={className}>
      <TimezoneField
        value={value}
        onChange={(zone) => {
          setValue(zone);
          onChange?.(zone);
        }}
        at={at}
        errorMessage={errorMessage}
        isDisabled={isDisabled}
      />
    </div>
  );
}

const meta = {
  title: "Forms/TimezoneField",
  component: Demo,
  args: { onChange: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const listbox = (element: HTMLElement) => within(element.ownerDocument.body).getByRole("listbox");
const optionTexts = (element: HTMLElement) =>
  within(listbox(element))
    .getAllByRole("option")
    .map((option) => option.textContent);
/** Minutes of a "GMT+05:30"-style label. */
const minutesOf = (label: string | null) => {
  const match = /([+-−])(\d{2}):(\d{2})/.exec(label ?? "");
  return match ? (match[1] === "+" ? 1 : -1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
};

/** Typed by place, picked by keyboard; the value is the IANA name. */
export const SearchByPlace: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvas.getByRole("combobox", { name: "Time zone" });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard("sofia");
    await waitFor(() => expect(optionTexts(canvasElement)).toEqual(["GMT+02:00 · Europe/Sofia"]));
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(input).toHaveValue("GMT+02:00 · Europe/Sofia");
    await expect(args.onChange).toHaveBeenLastCalledWith("Europe/Sofia");
  },
};

/** Typed by offset: every zone at UTC+05:30 and nothing else. */
export const SearchByOffset: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Time zone" }));
    await userEvent.keyboard("+5:30");
    await waitFor(() =>
      expect(optionTexts(canvasElement)).toContainEqual(
        expect.stringMatching(/^GMT\+05:30 · Asia\/(Kolkata|Calcutta)$/),
      ),
    );
    for (const text of optionTexts(canvasElement)) await expect(text).toMatch(/^GMT\+05:30 · /);
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onChange).toHaveBeenCalledWith(expect.stringMatching(/^Asia\//));
  },
};

/** The whole list, ordered from the most western offset to the most eastern. */
export const OrderedByOffset: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: /Show options/ }));
    const texts = await waitFor(() => {
      const all = optionTexts(canvasElement);
      expect(all.length).toBeGreaterThan(30);
      return all;
    });
    const minutes = texts.map(minutesOf);
    await expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    await expect(minutes[0]).toBeLessThan(-600);
    await userEvent.keyboard("{Escape}");
  },
};

/** The offset is the one at the given moment: Sofia is UTC+3 in summer. */
export const Summer: Story = {
  args: { at: SUMMER, initial: "Europe/Sofia" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Time zone" })).toHaveValue(
      "GMT+03:00 · Europe/Sofia",
    );
  },
};

/** Intl writes the offset the user's way. */
export const French: Story = {
  globals: { locale: "fr" },
  args: { initial: "Europe/Paris" },
  play: async ({ canvas }) => {
    const input = await canvas.findByRole("combobox", { name: "Fuseau horaire" });
    await expect(input).toHaveValue("UTC+01:00 · Europe/Paris");
  },
};

/** A chosen zone; a half-typed search is undone on leaving the field. */
export const Filled: Story = {
  args: { initial: "America/New_York" },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("combobox", { name: "Time zone" });
    await expect(input).toHaveValue("GMT-05:00 · America/New York");
    await userEvent.click(input);
    await userEvent.keyboard("{Backspace}{Backspace}{Backspace}");
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveValue("GMT-05:00 · America/New York"));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { errorMessage: "Choose your time zone." },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("combobox", { name: "Time zone" });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(/Choose your time zone\./);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, initial: "Europe/Sofia" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Time zone" })).toBeDisabled();
  },
};

/** Every zone, the whole list shown by the button; Sofia picked with the pointer (issue 25). */
const pointerPick: PointerPick = {
  picker: <Demo className="cw:w-full" />,
  open: pressToOpen(/Show options/),
  choose: pressOption("GMT+02:00 · Europe/Sofia"),
  picked: showsChoice("combobox", "Time zone", "GMT+02:00 · Europe/Sofia"),
};

/** On a phone, in the light modal: the list fits the screen and a tap picks. */
export const PointerPickInModal: Story = pointerPickStory("modal", pointerPick);

/** On a phone, in the Radix dialog: the list fits the screen and a tap picks. */
export const PointerPickInDialog: Story = pointerPickStory("dialog", pointerPick);
