import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import {
  LocationSettingsForm,
  type LocationSettingsFormProps,
  TimezoneSettingsForm,
} from "./PlaceSettingsForms";
import { puts, screen, settingsMeta, WithApi, type WithApiProps } from "./story-helpers";

const WINTER = new Date("2026-01-15T12:00:00Z");

const meta = {
  title: "Forms/PlaceSettingsForms",
  ...settingsMeta(LocationSettingsForm, { currentLocation: null, onSaved: fn() }),
} satisfies Meta<WithApiProps<LocationSettingsFormProps>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No place picked: said under the field, focus on it, nothing sent. */
export const LocationRequired: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    const input = canvas.getByRole("combobox", { name: "Location" });
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(/Choose a location from the list\./),
    );
    await waitFor(() => expect(input).toHaveFocus());
    await expect(await puts(args.api?.onRequest)).toEqual([]);
  },
};

/** A city searched, picked and saved: PUT { location: { place_id, formatted_address } }. */
export const LocationSaved: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Location" }));
    await userEvent.keyboard("Sof");
    const sofia = await screen(canvasElement).findByRole("option", { name: "Sofia, Bulgaria" });
    await userEvent.click(sofia);
    await expect(canvas.getByRole("combobox", { name: "Location" })).toHaveValue("Sofia, Bulgaria");
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await expect(await canvas.findByText("Your location was saved.")).toBeVisible();
    await expect(await puts(args.api?.onRequest)).toEqual([
      {
        path: "/api/v2/user/location",
        body: {
          location: {
            place_id: "ChIJ9Xsxy4KGqkARYF6_aRHrAAQ",
            formatted_address: "Sofia, Bulgaria",
          },
        },
      },
    ]);
  },
};

/** The time zone form: picked by typing the place, saved as the IANA name. */
export const TimezoneSaved: Story = {
  render: (args) => (
    <WithApi api={args.api}>
      <TimezoneSettingsForm currentTimezone="Europe/Sofia" at={WINTER} onSaved={args.onSaved} />
    </WithApi>
  ),
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("combobox", { name: "Time zone" });
    await expect(input).toHaveValue("GMT+02:00 · Europe/Sofia");
    await userEvent.click(input);
    await userEvent.keyboard("{Control>}a{/Control}madrid");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(input).toHaveValue("GMT+01:00 · Europe/Madrid");
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await expect(await canvas.findByText("Your time zone was saved.")).toBeVisible();
    await expect(await puts(args.api?.onRequest)).toEqual([
      { path: "/api/v2/user/timezone", body: { timezone: "Europe/Madrid" } },
    ]);
  },
};
