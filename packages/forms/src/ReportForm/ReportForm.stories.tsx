import { MockApiProvider, type MockApiProviderProps } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ReportForm, type ReportFormProps } from "./ReportForm";

/** The reference data of apps/api: the options differ by kind. */
const TYPES: Record<string, { id: number; name: string }[]> = {
  post: [
    { id: 1, name: "report.type.spam" },
    { id: 2, name: "report.type.offensive" },
    { id: 3, name: "report.type.misleading" },
    { id: 4, name: "report.type.other" },
  ],
  campaign: [
    { id: 5, name: "report.type.fraud" },
    { id: 6, name: "report.type.duplicate" },
    { id: 7, name: "report.type.offensive" },
    { id: 8, name: "report.type.other" },
  ],
};
const listReportTypes = ({ request }: { request: Request }) =>
  Response.json({
    response: { report_types: TYPES[new URL(request.url).searchParams.get("type") ?? ""] ?? [] },
  });

const GUEST = { isLoggedIn: false, hasFullName: false };
const MEMBER = { isLoggedIn: true, hasFullName: true };

type DemoProps = Partial<ReportFormProps> & { api?: Omit<MockApiProviderProps, "children"> };

function Demo({ api, ...props }: DemoProps) {
  return (
    <MockApiProvider {...api} overrides={{ listReportTypes, ...api?.overrides }}>
      <div className="cw:w-[32rem]">
        <ReportForm target={{ type: "campaign", campaignId: 42 }} reporter={GUEST} {...props} />
      </div>
    </MockApiProvider>
  );
}

const sent: Request[] = [];
const meta = {
  title: "Forms/ReportForm",
  component: Demo,
  args: {
    onReported: fn(),
    onCancel: fn(),
    api: { onRequest: (request) => sent.push(request) },
  },
  beforeEach: () => {
    sent.length = 0;
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const options = async (canvas: Canvas) =>
  canvas.findByRole("radiogroup", { name: /What is wrong\?/ });
const nameBox = (canvas: Canvas) => canvas.getByRole("textbox", { name: /Your name/ });
const emailBox = (canvas: Canvas) => canvas.getByRole("textbox", { name: /Your e-mail/ });
const description = (canvas: Canvas) =>
  canvas.getByRole("textbox", { name: /Describe the problem/ });
const sendButton = (canvas: Canvas) => canvas.getByRole("button", { name: "Send report" });
const reports = () => sent.filter((r) => r.method === "POST" && r.url.includes("/report"));

/** A guest reporting a campaign: the campaign options, name, e-mail and description. */
export const Clean: Story = {
  play: async ({ canvas }) => {
    const group = await options(canvas);
    await expect(
      within(group)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")?.textContent),
    ).toEqual([
      "Fraud or scam",
      "Duplicate of another campaign",
      "Offensive or hateful content",
      "Something else",
    ]);
    await expect(nameBox(canvas)).toBeRequired();
    await expect(emailBox(canvas)).toBeRequired();
    await expect(description(canvas)).toBeRequired();
    await expect(sendButton(canvas)).toBeEnabled();
    const asked = sent.find((r) => r.url.includes("/api/v2/report/types"));
    await expect(asked && new URL(asked.url).searchParams.get("type")).toBe("campaign");
  },
};

/** A signed-in user with a full name: no name, no e-mail. */
export const SignedIn: Story = {
  args: { reporter: MEMBER, target: { type: "post", slug: "maya-is-home" } },
  play: async ({ canvas }) => {
    const group = await options(canvas);
    await expect(
      within(group).getByRole("radio", { name: "False or misleading information" }),
    ).toBeVisible();
    await expect(canvas.queryByRole("textbox", { name: /Your name/ })).toBeNull();
    await expect(canvas.queryByRole("textbox", { name: /Your e-mail/ })).toBeNull();
  },
};

/** A signed-in user without a full name gives a name, not an e-mail. */
export const SignedInWithoutFullName: Story = {
  args: { reporter: { isLoggedIn: true, hasFullName: false } },
  play: async ({ canvas }) => {
    await options(canvas);
    await expect(nameBox(canvas)).toBeVisible();
    await expect(canvas.queryByRole("textbox", { name: /Your e-mail/ })).toBeNull();
  },
};

/** Sending nothing: every rule's message under its field, focus on the first, nothing sent. */
export const EveryError: Story = {
  play: async ({ canvas }) => {
    await options(canvas);
    await userEvent.click(sendButton(canvas));
    await waitFor(() =>
      expect(within(canvas.getByRole("radiogroup")).getAllByRole("radio")[0]).toHaveFocus(),
    );
    await expect(canvas.getByText("Choose what is wrong.")).toBeVisible();
    await expect(nameBox(canvas)).toHaveAccessibleDescription("Enter your name.");
    await expect(emailBox(canvas)).toHaveAccessibleDescription("Enter a valid e-mail address.");
    await expect(description(canvas)).toHaveAccessibleDescription("Describe the problem.");
    await expect(reports()).toEqual([]);
  },
};

/** Fixing a field clears its message as the user types. */
export const Dirty: Story = {
  play: async ({ canvas }) => {
    await options(canvas);
    await userEvent.type(emailBox(canvas), "jan@");
    await userEvent.click(sendButton(canvas));
    await waitFor(() => expect(emailBox(canvas)).toBeInvalid());
    await userEvent.type(emailBox(canvas), "example.pl");
    await waitFor(() => expect(emailBox(canvas)).toBeValid());
    await expect(nameBox(canvas)).toBeInvalid();
  },
};

export const Loading: Story = {
  args: { api: { overrides: { listReportTypes: () => new Promise<Response>(() => {}) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent("Loading the report options");
    await expect(sendButton(canvas)).toBeDisabled();
  },
};

export const OptionsFailed: Story = {
  args: {
    api: {
      overrides: {
        listReportTypes: () => Response.json({ code: 503, message: "down" }, { status: 503 }),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("The report options could not be loaded.")).toBeVisible();
    await expect(sendButton(canvas)).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeEnabled();
  },
};

/** Fills the form as a keyboard user: arrow keys pick the second option. */
async function fill(canvas: Canvas, { guest = true } = {}) {
  const group = await options(canvas);
  within(group).getAllByRole("radio")[0]?.focus();
  await userEvent.keyboard("{ArrowDown}");
  if (guest) {
    await userEvent.tab();
    await userEvent.keyboard("Jan Kowalski");
    await userEvent.tab();
    await userEvent.keyboard(" jan.kowalski@example.pl ");
  }
  await userEvent.tab();
  await userEvent.keyboard("The same photos appear on another fundraiser.");
}

export const Filled: Story = {
  play: async ({ canvas }) => {
    await fill(canvas);
    await expect(
      within(await options(canvas)).getByRole("radio", { name: "Duplicate of another campaign" }),
    ).toBeChecked();
    await expect(description(canvas)).toHaveValue("The same photos appear on another fundraiser.");
  },
};

/** A 400 with per-field errors: each under its field, the first focused. */
export const ServerFieldErrors: Story = {
  args: {
    api: {
      onRequest: (request) => sent.push(request),
      overrides: {
        reportCampaign: () =>
          Response.json(
            {
              code: 400,
              message: {
                email: "report.validator.email_empty",
                description: "report.validator.description_empty",
              },
            },
            { status: 400 },
          ),
      },
    },
  },
  play: async ({ canvas }) => {
    await fill(canvas);
    await userEvent.click(sendButton(canvas));
    await waitFor(() => expect(emailBox(canvas)).toHaveFocus());
    await expect(emailBox(canvas)).toHaveAccessibleDescription("Enter a valid e-mail address.");
    await expect(description(canvas)).toHaveAccessibleDescription("Describe the problem.");
  },
};

export const ServerError: Story = {
  args: {
    api: {
      overrides: {
        reportCampaign: () => Response.json({ code: 500, message: "boom" }, { status: 500 }),
      },
    },
  },
  play: async ({ canvas }) => {
    await fill(canvas);
    await userEvent.click(sendButton(canvas));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "The report could not be sent. Try again.",
    );
    await expect(nameBox(canvas)).toHaveValue("Jan Kowalski");
  },
};

/** While sending: every control disabled, the form busy. */
export const Sending: Story = {
  args: { api: { overrides: { reportCampaign: () => new Promise<Response>(() => {}) } } },
  play: async ({ canvas, canvasElement }) => {
    await fill(canvas);
    await userEvent.click(sendButton(canvas));
    await waitFor(() => expect(description(canvas)).toBeDisabled());
    await expect(sendButton(canvas)).toBeDisabled();
    await expect(canvasElement.querySelector("form")).toHaveAttribute("aria-busy", "true");
  },
};

/** A guest reports a campaign: the payload, then the thanks, focused. */
export const FullSubmitCampaign: Story = {
  play: async ({ canvas, args }) => {
    await fill(canvas);
    await userEvent.click(sendButton(canvas));
    const thanks = await canvas.findByText("Thank you. Your report was sent.");
    await expect(thanks).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByText("Our team will review it.").closest("[tabindex]")).toHaveFocus(),
    );
    await expect(args.onReported).toHaveBeenCalledTimes(1);
    const [request] = reports();
    await expect(request?.url).toMatch(/\/api\/v2\/campaign\/42\/report$/);
    await expect(await request?.json()).toEqual({
      type: 6,
      name: "Jan Kowalski",
      email: "jan.kowalski@example.pl",
      description: "The same photos appear on another fundraiser.",
    });
    await userEvent.click(canvas.getByRole("button", { name: "Close" }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** A signed-in user reports a post: only type and description are sent. */
export const FullSubmitPost: Story = {
  args: { reporter: MEMBER, target: { type: "post", slug: "maya-is-home" } },
  play: async ({ canvas }) => {
    await fill(canvas, { guest: false });
    await userEvent.click(sendButton(canvas));
    await canvas.findByText("Thank you. Your report was sent.");
    const [request] = reports();
    await expect(request?.url).toMatch(/\/api\/v2\/post\/maya-is-home\/report$/);
    await expect(await request?.json()).toEqual({
      type: 2,
      description: "The same photos appear on another fundraiser.",
    });
  },
};

/** The post was already reported by this member (409): said in their words, what they typed kept. */
export const AlreadyReported: Story = {
  args: {
    reporter: MEMBER,
    target: { type: "post", slug: "maya-is-home" },
    api: {
      overrides: {
        reportPost: () =>
          Response.json(
            { code: 409, message: "report.validator.already_reported" },
            { status: 409 },
          ),
      },
    },
  },
  play: async ({ canvas }) => {
    await fill(canvas, { guest: false });
    await userEvent.click(sendButton(canvas));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "You have already reported this. Our team will review it.",
    );
    await expect(description(canvas)).toHaveValue("The same photos appear on another fundraiser.");
  },
};
