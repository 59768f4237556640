import { MockApiProvider, type MockApiProviderProps } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { DonationsVisibilitySwitch } from "./DonationsVisibilitySwitch";
import { DonorCertificate } from "./DonorCertificate";

type Api = Omit<MockApiProviderProps, "children">;

interface Props {
  visible: boolean;
  api?: Api;
}

/** The two owner's tools of a profile's donations, side by side as the profile shows them. */
function ProfileDonationTools({ visible, api }: Props) {
  return (
    <MockApiProvider {...api}>
      <div className="cw:grid cw:w-[48rem] cw:grid-cols-2 cw:gap-6 cw:rounded-lg cw:border cw:border-border cw:p-4">
        <DonationsVisibilitySwitch userId={42} visible={visible} />
        <DonorCertificate userId={42} />
      </div>
    </MockApiProvider>
  );
}

const meta = {
  title: "Forms/ProfileDonations",
  component: ProfileDonationTools,
  args: { visible: true, api: { onRequest: fn() } },
} satisfies Meta<typeof ProfileDonationTools>;
export default meta;
type Story = StoryObj<typeof meta>;

const json = (status: number, body: unknown) => Response.json(body, { status });
const failing = () => json(500, { code: 500, message: "Server error" });

/** The requests of the story's API spy: method, path and query. */
const sent = (spy: unknown) =>
  ((spy as ReturnType<typeof fn>).mock.calls as [Request][]).map(([request]) => {
    const url = new URL(request.url);
    return { method: request.method, path: url.pathname, query: url.search, request };
  });

/**
 * Every state: donations shown, the certificate with its years (light and dark). Pressing
 * "Download PDF" reads the PDF with the member's token and hands it to the browser as a file.
 */
export const AllStates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("switch", { name: "Show my donations on my profile" }),
    ).toBeChecked();
    await expect(
      canvas.getByText(/Everyone who opens your profile sees your donations/),
    ).toBeVisible();
    const year = await canvas.findByRole("combobox", { name: "Year" });
    await expect(
      within(year)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All years", "2026", "2025"]);
  },
};

/** Download: the PDF of the chosen year is read (?year=2025) and saved under its name. */
export const Download: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const saved: { name: string; href: string }[] = [];
    const keep = (event: MouseEvent) => {
      const link = event.target as HTMLAnchorElement;
      if (link instanceof HTMLAnchorElement && link.download) {
        event.preventDefault();
        saved.push({ name: link.download, href: link.href });
      }
    };
    document.addEventListener("click", keep, true);
    try {
      await userEvent.selectOptions(await canvas.findByRole("combobox", { name: "Year" }), "2025");
      await userEvent.click(canvas.getByRole("button", { name: "Download PDF" }));
      await waitFor(() => expect(saved).toHaveLength(1));
    } finally {
      document.removeEventListener("click", keep, true);
    }
    await expect(saved[0]?.name).toBe("causeway-certificate-2025.pdf");
    await expect(saved[0]?.href).toMatch(/^blob:/);
    const pdf = sent(args.api?.onRequest).find((request) => request.path.endsWith(".pdf"));
    await expect(pdf?.path).toBe("/api/v2/user/42/certificate.pdf");
    await expect(pdf?.query).toBe("?year=2025");
    await expect(pdf?.request.headers.get("Authorization")).toBe("Bearer mock-token");
  },
};

/** Open: a tab opens at once (while the press is a gesture) and is sent to the PDF once read. */
export const Open: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tab = { opener: {} as unknown, location: { href: "" }, close: fn() };
    const open = window.open;
    window.open = fn(() => tab as unknown as Window) as unknown as typeof window.open;
    try {
      await userEvent.click(await canvas.findByRole("button", { name: "Open certificate" }));
      await waitFor(() => expect(tab.location.href).toMatch(/^blob:/));
      await expect(window.open).toHaveBeenCalledWith("", "_blank");
      await expect(tab.opener).toBeNull();
    } finally {
      window.open = open;
    }
  },
};

/** The PDF cannot be read: said; the opened tab is closed again. */
export const CertificateFails: Story = {
  args: { api: { overrides: { getUserCertificatePdf: failing } } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tab = { opener: null, location: { href: "" }, close: fn() };
    const open = window.open;
    window.open = fn(() => tab as unknown as Window) as unknown as typeof window.open;
    try {
      await userEvent.click(await canvas.findByRole("button", { name: "Open certificate" }));
      await expect(await canvas.findByRole("alert")).toHaveTextContent(
        "The certificate could not be prepared. Try again.",
      );
      await expect(tab.close).toHaveBeenCalled();
      await expect(tab.location.href).toBe("");
    } finally {
      window.open = open;
    }
  },
};

/** Before a first donation: when the certificate will come, and no buttons. */
export const NoDonationsYet: Story = {
  args: { api: { overrides: { listDonationYears: { response: { years: [] } } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("Your certificate will be here after your first completed donation."),
    ).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Download PDF" })).toBeNull();
  },
};

/** The years cannot be read: said, with a retry. */
export const YearsFail: Story = {
  args: { api: { overrides: { listDonationYears: failing } } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("The years of your donations could not be loaded.");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** Hiding the donations: the switch moves, PUT donations-visibility { visibility: false }. */
export const HideDonations: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("switch", { name: "Show my donations on my profile" });
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await expect(canvas.getByText(/Only you see your donations/)).toBeVisible();
    await waitFor(async () => {
      const put = sent(args.api?.onRequest).find((request) => request.method === "PUT");
      await expect(put?.path).toBe("/api/v2/user/42/donations-visibility");
      await expect(await put?.request.clone().json()).toEqual({ visibility: false });
    });
  },
};

/** Hidden now, the server refuses to show them: the switch goes back and says so. */
export const RefusedChange: Story = {
  args: { visible: false, api: { overrides: { updateDonationsVisibility: failing } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("switch", { name: "Show my donations on my profile" });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Your choice could not be saved. Try again.",
    );
    await expect(toggle).not.toBeChecked();
    await expect(canvas.getByText(/Only you see your donations/)).toBeVisible();
  },
};
