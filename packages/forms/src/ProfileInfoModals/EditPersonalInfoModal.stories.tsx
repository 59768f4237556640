import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { EditPersonalInfoModal, type EditPersonalInfoModalProps } from "./EditPersonalInfoModal";
import {
  type Api,
  businessUser,
  discardQuestion,
  discardWithEscape,
  expectSaveFailed,
  fieldErrors,
  Host,
  json,
  never,
  personalUser,
  puts,
  screen,
} from "./story-helpers";

type Props = Omit<EditPersonalInfoModalProps, "isOpen"> & { api?: Api };

const meta = {
  title: "Forms/EditPersonalInfoModal",
  component: ({ api, onClose, ...props }: Props) => (
    <Host
      api={api}
      onClose={onClose}
      render={(isOpen, close) => (
        <EditPersonalInfoModal {...props} isOpen={isOpen} onClose={close} />
      )}
    />
  ),
  parameters: { screenshot: { target: "page" } },
  args: { user: personalUser, onClose: fn(), onSaved: fn(), api: { onRequest: fn() } },
} satisfies Meta<Props>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole("dialog", { name: "Edit personal info" });
const nameField = async () => within(await dialog()).getByRole("textbox", { name: /^Name/ });
const bioField = async () => within(await dialog()).getByRole("textbox", { name: /About/ });
const save = async () => within(await dialog()).getByRole("button", { name: "Save" });

/** Clean: the current name and bio; Save waits for a change and says so. */
export const Clean: Story = {
  parameters: { screenshot: { target: "page" } },
  play: async ({ args }) => {
    await expect(await nameField()).toHaveValue("Мария Петрова");
    await expect(await bioField()).toHaveValue("Майка на две деца от Пловдив.");
    await expect(await save()).toBeDisabled();
    await expect(await save()).toHaveAccessibleDescription("Change something to save it.");
    await expect(await puts(args.api?.onRequest)).toEqual([]);
  },
};

/** Dirty: a change enables Save; the bio counts down from 500 for a personal member. */
export const Dirty: Story = {
  play: async () => {
    await userEvent.type(await bioField(), " Обичам планините.");
    await expect(await save()).toBeEnabled();
    await expect(within(await dialog()).getByText(/453 characters left/)).toBeVisible();
    await expect(within(await dialog()).queryByText("Change something to save it.")).toBeNull();
  },
};

/** Saved: name then bio, each trimmed; the modal closes and the host gets the user. */
export const Saved: Story = {
  parameters: { screenshot: { skip: true } }, // the modal is gone: an empty page
  play: async ({ args }) => {
    const name = await nameField();
    await userEvent.clear(name);
    await userEvent.type(name, "  Мария Иванова ");
    await userEvent.tab();
    await userEvent.keyboard("{End} Обичам планините.");
    await userEvent.click(await save());
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 42 }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(await puts(args.api?.onRequest)).toEqual([
      { path: "/api/v2/user/name", body: { name: "Мария Иванова" } },
      {
        path: "/api/v2/user/bio",
        body: { bio: "Майка на две деца от Пловдив. Обичам планините." },
      },
    ]);
  },
};

/** Only what changed is sent: a new bio alone is one PUT. */
export const SendsOnlyWhatChanged: Story = {
  parameters: { screenshot: { skip: true } }, // an empty page once saved
  play: async ({ args }) => {
    const bio = await bioField();
    await userEvent.clear(bio);
    await userEvent.click(await save());
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
    await expect(await puts(args.api?.onRequest)).toEqual([
      { path: "/api/v2/user/bio", body: { bio: "" } },
    ]);
  },
};

/** Locked: the name is read-only with the reason; the bio can still change. */
export const NameLocked: Story = {
  args: { isNameLocked: true },
  play: async () => {
    const name = await nameField();
    await expect(name).toHaveAttribute("readonly");
    await expect(name).toHaveAccessibleDescription(/Your name can no longer be changed\./);
    await userEvent.type(name, "а");
    await expect(name).toHaveValue("Мария Петрова");
    await userEvent.type(await bioField(), "!");
    await expect(await save()).toBeEnabled();
  },
};

/** A locked name is never sent: only the bio is. */
export const NameLockedNotSent: Story = {
  parameters: { screenshot: { skip: true } }, // saved: the modal is gone
  args: { isNameLocked: true },
  play: async ({ args }) => {
    await userEvent.type(await bioField(), "!");
    await userEvent.click(await save());
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
    await expect((await puts(args.api?.onRequest)).map((put) => put.path)).toEqual([
      "/api/v2/user/bio",
    ]);
  },
};

/** An empty name is refused before anything is sent, and focus goes to it. */
export const NameEmpty: Story = {
  play: async ({ args }) => {
    const name = await nameField();
    await userEvent.clear(name);
    await userEvent.click(await save());
    await waitFor(() => expect(name).toHaveAccessibleDescription(/Enter a name\./));
    await waitFor(() => expect(name).toHaveFocus());
    await expect(await puts(args.api?.onRequest)).toEqual([]);
  },
};

/** A business member's bio is 150 at most: a stored longer one must be shortened first. */
export const BusinessBioTooLong: Story = {
  args: { user: { ...businessUser, bio: "Засаждаме дървета. ".repeat(9) } },
  play: async ({ args }) => {
    await userEvent.type(await nameField(), " БГ");
    await userEvent.click(await save());
    const bio = await bioField();
    await waitFor(() => expect(bio).toHaveAccessibleDescription(/This text is too long\./));
    await expect(bio).toBeInvalid();
    await expect(await puts(args.api?.onRequest)).toEqual([]);
  },
};

/** A 400 per field shows under each field; the modal stays and nothing is reported saved. */
export const ServerFieldErrors: Story = {
  args: {
    api: {
      overrides: {
        updateName: fieldErrors({ name: "validation.name.locked" }),
        updateBio: fieldErrors({ bio: "forms.error.too_long" }),
      },
      onRequest: fn(),
    },
  },
  play: async ({ args }) => {
    await userEvent.type(await nameField(), "а");
    await userEvent.type(await bioField(), "б");
    await userEvent.click(await save());
    const name = await nameField();
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(/Your name can no longer be changed\./),
    );
    await expect(await bioField()).toHaveAccessibleDescription(/This text is too long\./);
    await waitFor(() => expect(name).toHaveFocus());
    await expect(args.onSaved).not.toHaveBeenCalled();
    await expect(await dialog()).toBeVisible();
  },
};

/** The name was saved but the bio was refused: Save again sends only the bio. */
export const PartlySaved: Story = {
  parameters: { screenshot: { skip: true } }, // the bio error looks as in ServerFieldErrors
  args: {
    api: {
      overrides: { updateBio: fieldErrors({ bio: "forms.error.too_long" }) },
      onRequest: fn(),
    },
  },
  play: async ({ args }) => {
    await userEvent.type(await nameField(), "а");
    await userEvent.type(await bioField(), "б");
    await userEvent.click(await save());
    await waitFor(async () =>
      expect(await bioField()).toHaveAccessibleDescription(/This text is too long\./),
    );
    await userEvent.click(await save());
    await waitFor(async () => expect(await puts(args.api?.onRequest)).toHaveLength(3));
    await expect((await puts(args.api?.onRequest)).map((put) => put.path)).toEqual([
      "/api/v2/user/name",
      "/api/v2/user/bio",
      "/api/v2/user/bio",
    ]);
  },
};

/** Another failure: said above the fields, the modal stays. */
export const SaveFailed: Story = {
  args: { api: { overrides: { updateName: () => json(500, { code: 500, message: "down" }) } } },
  play: async ({ args }) => {
    await userEvent.type(await nameField(), "а");
    await userEvent.click(await save());
    await expectSaveFailed(await dialog(), args.onSaved);
  },
};

/** Saving: Save is busy, the fields wait, and closing waits for the answer. */
export const Saving: Story = {
  args: { api: { overrides: { updateName: never } } },
  play: async ({ args }) => {
    await userEvent.type(await nameField(), "а");
    await userEvent.click(await save());
    await waitFor(async () => expect(await save()).toHaveAttribute("aria-disabled", "true"));
    await expect(await nameField()).toHaveAttribute("readonly");
    await userEvent.keyboard("{Escape}");
    await expect(await dialog()).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Closing a dirty modal asks first: keep editing, or discard and close without sending. */
export const DiscardQuestion: Story = {
  parameters: { screenshot: { skip: true } }, // discarded: the modal is gone (DiscardAsks shows the question)
  play: async ({ args }) => {
    await userEvent.type(await bioField(), "!");
    await userEvent.keyboard("{Escape}");
    const ask = await discardQuestion();
    await expect(ask).toHaveAccessibleDescription("What you have entered will be lost.");
    await userEvent.click(within(ask).getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(await bioField()).toHaveValue("Майка на две деца от Пловдив.!");
    await discardWithEscape(args.onClose, args.api?.onRequest);
  },
};

/** The question itself, as a user sees it over the modal. */
export const DiscardAsks: Story = {
  play: async () => {
    await userEvent.type(await nameField(), "а");
    await userEvent.click(within(await dialog()).getByRole("button", { name: "Cancel" }));
    const ask = await discardQuestion();
    await waitFor(() =>
      expect(within(ask).getByRole("button", { name: "Keep editing" })).toHaveFocus(),
    );
  },
};

/** A clean modal closes at once. */
export const CleanCloses: Story = {
  parameters: { screenshot: { skip: true } }, // an empty page
  play: async ({ args }) => {
    await dialog();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(screen.queryByRole("alertdialog")).toBeNull();
  },
};
