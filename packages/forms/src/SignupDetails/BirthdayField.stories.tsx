import type { BirthdayParts } from "@causeway/rules";
import {
  type PointerPick,
  pointerPickStory,
  pressOption,
  pressToOpen,
  showsChoice,
} from "@causeway/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { BirthdayField } from "./BirthdayField";

/** The date of birth as the sign-up and settings forms hold it. */
function Demo() {
  const [value, setValue] = useState<BirthdayParts>({ day: null, month: null, year: null });
  return <BirthdayField value={value} onChange={setValue} />;
}

const meta = {
  title: "Forms/BirthdayField",
  component: Demo,
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The year, from 110 of them, picked with the pointer (issue 25). */
const pointerPick: PointerPick = {
  picker: <Demo />,
  open: pressToOpen(/Year/),
  choose: pressOption("1990"),
  picked: showsChoice("button", /Year/, "1990"),
};

/** On a phone, in the light modal: the list fits the screen and a tap picks. */
export const PointerPickInModal: Story = pointerPickStory("modal", pointerPick);

/** On a phone, in the Radix dialog: the list fits the screen and a tap picks. */
export const PointerPickInDialog: Story = pointerPickStory("dialog", pointerPick);
