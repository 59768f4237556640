import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import {
  BusinessSectorSettingsForm,
  type BusinessSectorSettingsFormProps,
} from "./BusinessSettingsForms";
import {
  fieldErrors,
  listFailed,
  listLoading,
  puts,
  serverError,
  settingsMeta,
  type WithApiProps,
} from "./story-helpers";

const meta = {
  title: "Forms/BusinessSectorSettingsForm",
  ...settingsMeta(BusinessSectorSettingsForm, { currentSectors: [4], onSaved: fn() }),
} satisfies Meta<WithApiProps<BusinessSectorSettingsFormProps>>;
export default meta;
type Story = StoryObj<typeof meta>;

const SECTORS = "listBusinessSectorsOfUser";
const FAILED = "The sectors could not be loaded.";

const healthcare = { name: "Healthcare" } as const;
const education = { name: "Education" } as const;

/** The stored sectors are ticked once the list of GET /user/business-sector arrives. */
export const Clean: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("checkbox", healthcare)).toBeChecked();
    await expect(canvas.getByRole("checkbox", education)).not.toBeChecked();
    await expect(canvas.getByRole("group", { name: /Sectors/ })).toBeVisible();
  },
};

export const Loading: Story = listLoading(SECTORS);

/** The sectors could not be loaded: said, and the retry asks again (and fails again). */
export const ListFailed: Story = listFailed(SECTORS, FAILED);

/** The sectors failed once; the retry brings them and the form. */
export const ListRetried: Story = listFailed(SECTORS, FAILED, async (canvas) => {
  await expect(await canvas.findByRole("checkbox", healthcare)).toBeChecked();
});

/** A second sector ticked with the keyboard and saved: PUT { sectors } with both ids. */
export const Saved: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByRole("checkbox", healthcare);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("checkbox", education)).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(canvas.getByRole("checkbox", education)).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByRole("status")).toHaveTextContent("Your sectors were saved.");
    await expect(await puts(args.api?.onRequest)).toEqual([
      { path: "/api/v2/user/business-sector", body: { sectors: [4, 9] } },
    ]);
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 42 })),
    );
  },
};

/** The only sector unticked: at least one is needed, said under the group; nothing sent. */
export const NoneChosen: Story = {
  play: async ({ canvas, args }) => {
    const first = await canvas.findByRole("checkbox", healthcare);
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(first).not.toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await expect(await canvas.findByText("Choose at least one sector.")).toBeVisible();
    await waitFor(() => expect(first).toHaveFocus());
    await expect(first).toBeInvalid();
    await expect(await puts(args.api?.onRequest)).toEqual([]);
  },
};

/** A 400 on sectors (001 §8) is said under the group, translated. */
export const ServerFieldError: Story = {
  args: {
    api: {
      overrides: { updateBusinessSectors: fieldErrors({ sectors: "forms.error.invalid" }) },
      onRequest: fn(),
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Save changes" }));
    await expect(await canvas.findByText("This value is not valid.")).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("checkbox", healthcare)).toHaveFocus());
    await expect(canvas.queryByRole("status")).toBeNull();
  },
};

/** The server fails: a general alert, the ticks kept for another try. */
export const SaveFailed: Story = {
  args: { api: { overrides: { updateBusinessSectors: serverError }, onRequest: fn() } },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Save changes" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Your change could not be saved. Try again.",
    );
    await expect(canvas.getByRole("checkbox", healthcare)).toBeChecked();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};
