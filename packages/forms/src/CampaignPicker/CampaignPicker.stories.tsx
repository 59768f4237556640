import type { Campaign } from "@causeway/api-client";
import { MockApiProvider, type MockApiProviderProps } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { CampaignPicker } from "./CampaignPicker";
import { CANDIDATES, CURRENT, campaignsAnswer, ELIGIBLE_NAMES } from "./campaign-fixtures";

interface DemoProps {
  onChange?: (campaign: Campaign | null) => void;
  errorMessage?: string;
  isDisabled?: boolean;
  initial?: Campaign | null;
  api?: Omit<MockApiProviderProps, "children">;
}

function Demo({ onChange, errorMessage, isDisabled, initial = null, api }: DemoProps) {
  const [value, setValue] = useState<Campaign | null>(initial);
  return (
    <MockApiProvider overrides={{ listCampaigns: campaignsAnswer() }} {...api}>
      <div className="cw:w-96">
        <CampaignPicker
          current={CURRENT}
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange?.(next);
          }}
          errorMessage={errorMessage}
          isDisabled={isDisabled}
        />
      </div>
    </MockApiProvider>
  );
}

const meta = {
  title: "Forms/CampaignPicker",
  component: Demo,
  args: { onChange: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** Only eligible campaigns are listed; a pick is reported with the whole campaign. */
export const SearchAndPick: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvas.getByRole("combobox", { name: "Campaign to transfer to" });
    await userEvent.click(input);
    await userEvent.keyboard("help");
    const listbox = await body(canvasElement).findByRole("listbox");
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(ELIGIBLE_NAMES.map((name) => expect.stringContaining(name))),
    );
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(input).toHaveValue("Help Ivan see again");
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2001 }));
    // Typing again drops the pick.
    await userEvent.keyboard("{Backspace}");
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body(canvasElement).queryByRole("listbox")).toBeNull());
  },
};

/** At most 8 are listed. */
export const AtMostEight: Story = {
  args: {
    api: {
      overrides: {
        listCampaigns: campaignsAnswer(
          Array.from({ length: 12 }, (_, i) => ({
            ...(CANDIDATES[1] as Campaign),
            id: 3000 + i,
            name: `Help campaign ${i + 1}`,
          })),
        ),
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Campaign to transfer to" }));
    await userEvent.keyboard("help");
    const listbox = await body(canvasElement).findByRole("listbox");
    await waitFor(() => expect(within(listbox).getAllByRole("option")).toHaveLength(8), {
      timeout: 3000,
    });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body(canvasElement).queryByRole("listbox")).toBeNull());
  },
};

export const Picked: Story = {
  args: { initial: CANDIDATES[1] },
};

export const Invalid: Story = {
  args: { errorMessage: "Choose the campaign to transfer to." },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("combobox", { name: "Campaign to transfer to" });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(/Choose the campaign to transfer to\./);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, initial: CANDIDATES[1] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Campaign to transfer to" })).toBeDisabled();
  },
};
