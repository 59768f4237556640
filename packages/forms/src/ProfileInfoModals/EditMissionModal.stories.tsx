import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { EditMissionModal, type EditMissionModalProps } from "./EditMissionModal";
import {
  type Api,
  discardWithEscape,
  expectSaveFailed,
  fieldErrors,
  Host,
  json,
  puts,
  screen,
} from "./story-helpers";

type Props = Omit<EditMissionModalProps, "isOpen"> & { api?: Api };

const meta = {
  title: "Forms/EditMissionModal",
  component: ({ api, onClose, ...props }: Props) => (
    <Host
      api={api}
      onClose={onClose}
      render={(isOpen, close) => <EditMissionModal {...props} isOpen={isOpen} onClose={close} />}
    />
  ),
  parameters: { screenshot: { target: "page" } },
  args: {
    mission: "Всяко дете заслужава лечение.",
    onClose: fn(),
    onSaved: fn(),
    api: { onRequest: fn() },
  },
} satisfies Meta<Props>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole("dialog", { name: "Edit mission" });
const missionField = async () =>
  within(await dialog()).getByRole("textbox", { name: "Your organization’s mission" });
const save = async () => within(await dialog()).getByRole("button", { name: "Save" });

/** Clean: the mission, its counter (1000 at most, the contract's limit), Save waiting for a change. */
export const Clean: Story = {
  parameters: { screenshot: { target: "page" } },
  play: async () => {
    await expect(await missionField()).toHaveValue("Всяко дете заслужава лечение.");
    await expect(within(await dialog()).getByText(/971 characters left/)).toBeVisible();
    await expect(await save()).toBeDisabled();
  },
};

/** Saved: PUT business-mission { mission } trimmed; the modal closes and the host gets the user. */
export const Saved: Story = {
  parameters: { screenshot: { skip: true } }, // the modal is gone: an empty page
  play: async ({ args }) => {
    const mission = await missionField();
    await userEvent.clear(mission);
    await userEvent.type(mission, "  Всяко дете в България заслужава лечение. ");
    await userEvent.click(await save());
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 42 }));
    await expect(await puts(args.api?.onRequest)).toEqual([
      {
        path: "/api/v2/user/business-mission",
        body: { mission: "Всяко дете в България заслужава лечение." },
      },
    ]);
  },
};

/** At the contract's 1000: a longer stored mission is cut at the first change, and sent so. */
export const AtTheLimit: Story = {
  parameters: { screenshot: { skip: true } }, // saved: the modal is gone
  args: { mission: "Зелен град. ".repeat(84) },
  play: async ({ args }) => {
    const mission = await missionField();
    await userEvent.type(mission, "!");
    await expect((mission as HTMLTextAreaElement).value).toHaveLength(1000);
    await expect(within(await dialog()).getByText(/0 characters left/)).toBeVisible();
    await userEvent.click(await save());
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
    const [put] = await puts(args.api?.onRequest);
    await expect((put?.body as { mission?: string } | undefined)?.mission).toHaveLength(1000);
  },
};

/** A 400 on the mission shows under it. */
export const ServerFieldError: Story = {
  args: {
    api: {
      overrides: { updateBusinessMission: fieldErrors({ mission: "forms.error.too_long" }) },
      onRequest: fn(),
    },
  },
  play: async ({ args }) => {
    const mission = await missionField();
    await userEvent.type(mission, "!");
    await userEvent.click(await save());
    await waitFor(() => expect(mission).toHaveAccessibleDescription(/This text is too long\./));
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** Not a business member any more (403): said above the field, the modal stays. */
export const SaveFailed: Story = {
  args: {
    api: {
      overrides: { updateBusinessMission: () => json(403, { code: 403, message: "Forbidden" }) },
    },
  },
  play: async ({ args }) => {
    await userEvent.type(await missionField(), "!");
    await userEvent.click(await save());
    await expectSaveFailed(await dialog(), args.onSaved);
  },
};

/** Closing a dirty modal asks first; discarding closes without sending. */
export const DiscardQuestion: Story = {
  parameters: { screenshot: { skip: true } }, // the question is pictured in EditPersonalInfoModal
  play: async ({ args }) => {
    await userEvent.type(await missionField(), "!");
    await discardWithEscape(args.onClose, args.api?.onRequest);
  },
};
