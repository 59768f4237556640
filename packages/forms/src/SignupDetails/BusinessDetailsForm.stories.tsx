import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { BusinessDetailsForm, type BusinessDetailsFormProps } from "./BusinessDetailsForm";
import {
  blocker,
  body,
  pickSofia,
  type SignupStoryProps,
  SOFIA,
  signupStories,
  submitButton,
} from "./story-helpers";

const USER = { username: "zdrowie-fundacja", name: "" };
const FILLED = {
  name: "Fundacja Zdrowie",
  logoId: 5530,
  organizationSize: 2,
  sectors: [4],
  location: SOFIA,
  bio: "Помагаме на деца с редки заболявания.",
};

const { meta: story, sent } = signupStories(BusinessDetailsForm, USER);
const meta = {
  title: "Forms/BusinessDetailsForm",
  ...story,
} satisfies Meta<SignupStoryProps<BusinessDetailsFormProps>>;
export default meta;
type Story = StoryObj<typeof meta>;

const sentTo = (path: string) => sent.filter((r) => new URL(r.url).pathname === path);
const fileInput = (root: HTMLElement) =>
  root.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
/** A 1×1 PNG. */
const png = () =>
  new File(
    [
      Uint8Array.from(
        atob(
          "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
        ),
        (c) => c.charCodeAt(0),
      ),
    ],
    "zdrowie-logo.png",
    { type: "image/png" },
  );
const hang = () => new Promise<Response>(() => {});

/** Nothing chosen yet: the lists arrive, the submit is disabled and says why. */
export const Clean: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("button", { name: /Organization size/ })).toBeVisible();
    await expect(canvas.getByRole("checkbox", { name: "Healthcare" })).not.toBeChecked();
    await expect(canvas.getByRole("textbox", { name: /Organization name/ })).toBeRequired();
    await expect(submitButton(canvas)).toBeDisabled();
    await expect(submitButton(canvas)).toHaveAccessibleDescription("Enter a name.");
  },
};

/** The sentence under the submit names each missing piece in turn as the user fills the form. */
export const EachBlocker: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(
      await canvas.findByRole("textbox", { name: /Organization name/ }),
      "Fundacja Zdrowie",
    );
    await expect(blocker(canvas)).toHaveTextContent("Upload your organization's logo.");
    await userEvent.upload(fileInput(canvasElement), png());
    await waitFor(() =>
      expect(blocker(canvas)).toHaveTextContent("Choose the size of your organization."),
    );
    canvas.getByRole("button", { name: /Organization size/ }).focus();
    await userEvent.keyboard("{ArrowDown}");
    await userEvent.click(await body(canvasElement).findByRole("option", { name: "11-50" }));
    await expect(blocker(canvas)).toHaveTextContent("Choose at least one sector.");
    await userEvent.click(canvas.getByRole("checkbox", { name: "Education" }));
    await expect(blocker(canvas)).toHaveTextContent("Choose a location from the list.");
    await pickSofia(canvas, canvasElement);
    await expect(submitButton(canvas)).toBeEnabled();
  },
};

/** The size and sector lists are still loading. */
export const LoadingLists: Story = {
  args: {
    api: { overrides: { listBusinessSizes: hang, listBusinessSectors: hang } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading the choices…");
    await expect(canvas.queryByRole("button", { name: /Organization size/ })).toBeNull();
    await expect(submitButton(canvas)).toBeDisabled();
  },
};

const sectorsFail = fn(() => Response.json({ code: 500, message: "boom" }, { status: 500 }));

/** A list failed: an alert with a retry that loads it again. */
export const ListsFailed: Story = {
  args: {
    defaultValues: { name: "Fundacja Zdrowie" },
    api: {
      overrides: {
        listBusinessSectors: sectorsFail,
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText("The sizes and sectors could not be loaded.", {}, { timeout: 5000 }),
    ).toBeVisible();
    const asked = () => sectorsFail.mock.calls.length;
    const before = asked();
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(asked()).toBe(before + 1));
  },
};

export const Filled: Story = {
  args: { defaultValues: FILLED },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("button", { name: /Organization size/ }),
    ).toHaveTextContent("11-50");
    await expect(canvas.getByRole("checkbox", { name: "Healthcare" })).toBeChecked();
    await expect(canvas.getByRole("button", { name: "Replace the logo" })).toBeEnabled();
    await expect(submitButton(canvas)).toBeEnabled();
  },
};

/** While the logo uploads, the submit waits and says so. */
export const LogoUploading: Story = {
  args: { defaultValues: { ...FILLED, logoId: null }, api: { overrides: { uploadImage: hang } } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), png());
    await expect(await canvas.findByText("Uploading the logo…")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Choose a logo" })).toBeDisabled();
    await expect(blocker(canvas)).toHaveTextContent("Wait until the logo has been uploaded.");
  },
};

/** The logo upload fails: error.business.logo.failed_to_upload on the field and under the submit. */
export const LogoUploadFailed: Story = {
  args: {
    defaultValues: { ...FILLED, logoId: null },
    api: {
      overrides: {
        uploadImage: () => Response.json({ code: 400, message: "Too large" }, { status: 400 }),
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const failed = "The logo could not be uploaded. Try again or choose another image.";
    await userEvent.upload(fileInput(canvasElement), png());
    const choose = canvas.getByRole("button", { name: "Choose a logo" });
    await waitFor(() => expect(choose).toHaveAccessibleDescription(failed));
    await expect(canvas.getByRole("group", { name: "Logo" })).toHaveAccessibleDescription(failed);
    await expect(blocker(canvas)).toHaveTextContent(failed);
    await expect(submitButton(canvas)).toBeDisabled();
  },
};

/** A file that is not a png, gif or jpeg (the picker filters them; a drop or an old browser may not). */
export const LogoWrongType: Story = {
  args: { defaultValues: { ...FILLED, logoId: null } },
  play: async ({ canvas, canvasElement }) => {
    const pdf = new File(["%PDF-1.4"], "statute.pdf", { type: "application/pdf" });
    await userEvent.setup({ applyAccept: false }).upload(fileInput(canvasElement), pdf);
    const message = "“statute.pdf” is not a PNG, GIF or JPEG image.";
    await expect(canvas.getByRole("group", { name: "Logo" })).toHaveAccessibleDescription(message);
    await expect(sentTo("/api/v2/resources/image")).toHaveLength(0);
    await expect(blocker(canvas)).toHaveTextContent(
      "The logo could not be uploaded. Try again or choose another image.",
    );
  },
};

/** A 400 with field errors: under each field, the summary at the top focused and linking to them. */
export const ServerFieldErrors: Story = {
  parameters: { screenshot: { fullHeight: true } },
  args: {
    defaultValues: FILLED,
    api: {
      overrides: {
        submitSignupBusinessDetails: () =>
          Response.json(
            {
              code: 400,
              message: {
                logo: "forms.error.logo_required",
                organization_size: "forms.error.organization_size_required",
                "sectors.0": "forms.error.sectors_required",
                bio: "forms.error.too_long",
              },
            },
            { status: 400 },
          ),
      },
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(submitButton(canvas)).toBeEnabled());
    await userEvent.click(submitButton(canvas));
    const summary = await canvas.findByRole("alert");
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual([
      "Upload your organization's logo.",
      "Choose the size of your organization.",
      "Choose at least one sector.",
      "This text is too long.",
    ]);
    await userEvent.click(links[2] as HTMLElement);
    await expect(canvas.getByRole("checkbox", { name: "Healthcare" })).toHaveFocus();
    await expect(canvas.getByRole("group", { name: /Sectors/ })).toHaveAccessibleDescription(
      /Choose at least one sector\./,
    );
    await expect(canvas.getByRole("textbox", { name: /About the organization/ })).toBeInvalid();
    window.scrollTo(0, 0);
  },
};

export const ServerError: Story = {
  args: {
    defaultValues: FILLED,
    api: {
      overrides: {
        submitSignupBusinessDetails: () =>
          Response.json({ code: 500, message: "boom" }, { status: 500 }),
      },
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(submitButton(canvas)).toBeEnabled());
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Your details could not be saved. Try again.",
    );
  },
};

/** Sending: the controls are disabled. */
export const Submitting: Story = {
  args: { defaultValues: FILLED, api: { overrides: { submitSignupBusinessDetails: hang } } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(submitButton(canvas)).toBeEnabled());
    await userEvent.click(submitButton(canvas));
    await waitFor(() =>
      expect(canvas.getByRole("checkbox", { name: "Healthcare" })).toBeDisabled(),
    );
    await expect(canvas.getByRole("textbox", { name: /Organization name/ })).toBeDisabled();
  },
};

/** A keyboard user completes the form: the payload of 001 §7, then onCompleted. */
export const FullSubmit: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const name = await canvas.findByRole("textbox", { name: /Organization name/ });
    await userEvent.click(name);
    await userEvent.keyboard(" Fundacja Zdrowie ");
    await userEvent.upload(fileInput(canvasElement), png());
    await expect(await canvas.findByText("Logo uploaded: zdrowie-logo.png")).toBeVisible();
    canvas.getByRole("button", { name: /Organization size/ }).focus();
    await userEvent.keyboard("{ArrowDown}");
    await body(canvasElement).findByRole("listbox");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(canvas.getByRole("button", { name: /Organization size/ })).toHaveTextContent(
      "11-50",
    );
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await pickSofia(canvas, canvasElement);
    await userEvent.type(
      canvas.getByRole("textbox", { name: /About the organization/ }),
      "Rare diseases, real help.",
    );
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(args.onCompleted).toHaveBeenCalledTimes(1));
    const [[result]] = (args.onCompleted as ReturnType<typeof fn>).mock.calls as [
      [{ token: string }],
    ];
    await expect(result.token).toMatch(/^eyJ/);
    await expect(sentTo("/api/v2/resources/image")).toHaveLength(1);
    const [request] = sentTo("/api/v2/signup/business-details");
    await expect(await request?.json()).toEqual({
      bio: "Rare diseases, real help.",
      name: "Fundacja Zdrowie",
      logo: 5530,
      username: "zdrowie-fundacja",
      sectors: [4, 9],
      timezone: "Europe/Sofia",
      location: SOFIA,
      organization_size: 2,
    });
  },
};

/** In Bulgarian: every label and the blocker from the dictionaries. */
export const Translated: Story = {
  globals: { locale: "bg" },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("textbox", { name: /Име на организацията/ }),
    ).toBeVisible();
    await expect(canvas.getByRole("group", { name: "Лого" })).toBeVisible();
    await expect(
      await canvas.findByRole("button", { name: /Размер на организацията/ }),
    ).toBeVisible();
    await expect(canvas.queryByText("Organization name")).toBeNull();
  },
};
