import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import {
  BusinessSizeSettingsForm,
  type BusinessSizeSettingsFormProps,
} from "./BusinessSettingsForms";
import {
  fieldErrors,
  listFailed,
  listLoading,
  puts,
  requests,
  screen,
  serverError,
  settingsMeta,
  type WithApiProps,
} from "./story-helpers";

const meta = {
  title: "Forms/BusinessSizeSettingsForm",
  ...settingsMeta(BusinessSizeSettingsForm, { currentSize: 2, onSaved: fn() }),
} satisfies Meta<WithApiProps<BusinessSizeSettingsFormProps>>;
export default meta;
type Story = StoryObj<typeof meta>;

const SIZES = "listBusinessOrganizationSizesOfUser";
const FAILED = "The organization sizes could not be loaded.";

const size = { name: /Organization size/ } as const;
const LIST = "/api/v2/user/business-organization-size";

/** The stored size is chosen once the sizes of GET /user/business-organization-size arrive. */
export const Clean: Story = {
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole("button", size)).toHaveTextContent("11-50");
    await expect(canvas.getByRole("button", { name: "Save changes" })).toBeEnabled();
    await expect(await requests(args.api?.onRequest, "GET")).toEqual([
      { path: LIST, body: undefined },
    ]);
  },
};

export const Loading: Story = listLoading(SIZES);

/** The sizes could not be loaded: said, and the retry asks again (and fails again). */
export const ListFailed: Story = listFailed(SIZES, FAILED);

/** The sizes failed once; the retry brings them and the form. */
export const ListRetried: Story = listFailed(SIZES, FAILED, async (canvas) => {
  await expect(await canvas.findByRole("button", size)).toHaveTextContent("11-50");
});

/** Changed with the keyboard and saved: PUT { organization_size } with the option's id. */
export const Saved: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const select = await canvas.findByRole("button", size);
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(await screen(canvasElement).findByRole("listbox")).toBeVisible();
    await userEvent.keyboard("{ArrowUp}{Enter}");
    await expect(select).toHaveTextContent("1-10");
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "Your organization size was saved.",
    );
    await expect(await puts(args.api?.onRequest)).toEqual([
      { path: LIST, body: { organization_size: 1 } },
    ]);
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 42 })),
    );
  },
};

/** None stored and none chosen: said under the list, focus there, nothing sent. */
export const NoneChosen: Story = {
  args: { currentSize: null },
  play: async ({ canvas, args }) => {
    const select = await canvas.findByRole("button", size);
    await expect(select).toHaveTextContent("Number of people");
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await waitFor(() =>
      expect(select).toHaveAccessibleDescription(/Choose the size of your organization\./),
    );
    await waitFor(() => expect(select).toHaveFocus());
    await expect(await puts(args.api?.onRequest)).toEqual([]);
  },
};

/** A 400 on organization_size (001 §8) is said under the list, translated. */
export const ServerFieldError: Story = {
  args: {
    api: {
      overrides: {
        updateBusinessOrganizationSize: fieldErrors({ organization_size: "forms.error.invalid" }),
      },
      onRequest: fn(),
    },
  },
  play: async ({ canvas }) => {
    const select = await canvas.findByRole("button", size);
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(select).toHaveAccessibleDescription(/This value is not valid\./));
    await waitFor(() => expect(select).toHaveFocus());
    await expect(canvas.queryByRole("status")).toBeNull();
  },
};

/** The server fails: a general alert, the choice kept for another try. */
export const SaveFailed: Story = {
  args: {
    api: { overrides: { updateBusinessOrganizationSize: serverError }, onRequest: fn() },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Save changes" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Your change could not be saved. Try again.",
    );
    await expect(canvas.getByRole("button", size)).toHaveTextContent("11-50");
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};
