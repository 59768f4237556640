import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { BirthdaySettingsForm, type BirthdaySettingsFormProps } from "./BirthdaySettingsForm";
import { fieldErrors, puts, screen, settingsMeta, type WithApiProps } from "./story-helpers";

const meta = {
  title: "Forms/BirthdaySettingsForm",
  ...settingsMeta(BirthdaySettingsForm, { currentBirthday: "1990-04-17", onSaved: fn() }),
} satisfies Meta<WithApiProps<BirthdaySettingsFormProps>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The stored date shown in its parts; the day changed and saved as an ISO date. */
export const Saved: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const day = canvas.getByRole("button", { name: /Day/ });
    await expect(day).toHaveTextContent("17");
    await userEvent.click(day);
    await userEvent.click(await screen(canvasElement).findByRole("option", { name: "18" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await expect(await canvas.findByText("Your date of birth was saved.")).toBeVisible();
    await expect(await puts(args.api?.onRequest)).toEqual([
      { path: "/api/v2/user/birthday", body: { birthday: "1990-04-18" } },
    ]);
  },
};

/** Only a day and a month: the incomplete date is sent empty (001 §5). */
export const IncompleteSentEmpty: Story = {
  args: { currentBirthday: "" },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: /Day/ }));
    await userEvent.click(await screen(canvasElement).findByRole("option", { name: "3" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await waitFor(async () =>
      expect(await puts(args.api?.onRequest)).toEqual([
        { path: "/api/v2/user/birthday", body: { birthday: "" } },
      ]),
    );
  },
};

/** A 400 on birthday is said under the date. */
export const ServerFieldError: Story = {
  args: {
    api: {
      overrides: { updateBirthday: fieldErrors({ birthday: "forms.error.birthday_invalid" }) },
      onRequest: fn(),
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await expect(await canvas.findByText("Choose a real date of birth.")).toBeVisible();
  },
};

/** 31 February is refused under the date, in the user's language; nothing is sent. */
export const ImpossibleDate: Story = {
  globals: { locale: "bg" },
  args: { currentBirthday: "2001-02-17" },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: /Ден/ }));
    await userEvent.click(await screen(canvasElement).findByRole("option", { name: "31" }));
    const invalid = "Изберете действителна дата на раждане.";
    await expect(await canvas.findByText(invalid)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Запазете промените" }));
    await expect(canvas.getByRole("button", { name: /Ден/ })).toHaveAccessibleDescription(
      new RegExp(invalid),
    );
    await expect(await puts(args.api?.onRequest)).toEqual([]);
  },
};
