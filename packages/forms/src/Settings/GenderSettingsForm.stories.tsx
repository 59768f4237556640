import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { GenderSettingsForm, type GenderSettingsFormProps } from "./GenderSettingsForm";
import { puts, settingsMeta, type WithApiProps } from "./story-helpers";

const meta = {
  title: "Forms/GenderSettingsForm",
  ...settingsMeta(GenderSettingsForm, { currentGender: null, onSaved: fn() }),
} satisfies Meta<WithApiProps<GenderSettingsFormProps>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** None chosen yet: male is preselected (001 §5); female picked with the arrow keys and saved. */
export const DefaultThenChanged: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("radio", { name: "Male" })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "Male" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("radio", { name: "Female" })).toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent("Your gender was saved.");
    await expect(await puts(args.api?.onRequest)).toEqual([
      { path: "/api/v2/user/gender", body: { gender: "female" } },
    ]);
  },
};
