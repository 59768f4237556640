import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";

const meta = {
  title: "Web/Pages/Content",
  component: PageStory,
  args: { path: "/about" },
  parameters: {
    layout: "fullscreen",
    screenshot: { target: "content", fullHeight: true },
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

type Page = ReturnType<typeof within>;

const main = async (canvas: HTMLElement) => within(await within(canvas).findByRole("main"));

/**
 * A content page as a visitor meets it: its one <h1>, its own title in the tab, and what `check`
 * says a reader of it would look for.
 */
function contentPage(
  path: string,
  heading: string,
  title: string,
  check: (page: Page) => Promise<void>,
): Story {
  return {
    args: { path },
    play: async ({ canvasElement }) => {
      const page = await main(canvasElement);
      await expect(await page.findByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(within(canvasElement).getAllByRole("heading", { level: 1 })).toHaveLength(1);
      await waitFor(() => expect(document.title).toBe(`${title} · Causeway`));
      await check(page);
    },
  };
}

const linkTo = async (page: Page, name: string | RegExp, href: string) =>
  expect(page.getByRole("link", { name })).toHaveAttribute("href", href);

/** A table of contents: the page's sections, each a link to its heading. */
async function contents(page: Page, sections: string[]) {
  const toc = within(page.getByRole("navigation", { name: "On this page" }));
  await expect(toc.getAllByRole("link").map((link) => link.textContent)).toEqual(sections);
  const first = toc.getByRole("link", { name: sections[0] });
  const target = first.getAttribute("href")?.slice(1) ?? "";
  await expect(page.getByRole("heading", { level: 2, name: sections[0] })).toHaveAttribute(
    "id",
    target,
  );
}

/** /about: why Causeway, its figures, and the way to start a campaign. */
export const About = contentPage("/about", "About Causeway", "About Causeway", async (page) => {
  await expect(page.getByText(/135\+ currencies, donors in 195\+ countries/)).toBeVisible();
  await linkTo(page, "our statement on transparency", "/statement");
  await linkTo(page, "Start a campaign", "/campaign/create");
});

/** /how-to-start: six steps, each a section of its own. */
export const HowToStart = contentPage(
  "/how-to-start",
  "How to start",
  "How to start a campaign",
  async (page) => {
    await expect(
      page.getAllByRole("heading", { level: 2 }).map((heading: HTMLElement) => heading.textContent),
    ).toEqual([
      "1. Create your account",
      "2. Tell us what the campaign is for",
      "3. Set a goal and write the story",
      "4. Add your documents",
      "5. Publish and share",
      "6. Keep your supporters close",
    ]);
    // A short page needs no table of contents.
    await expect(page.queryByRole("navigation", { name: "On this page" })).toBeNull();
    await linkTo(page, "Sign up", "/sign-up");
  },
);

export const CampaignTips = contentPage(
  "/campaign-tips",
  "Campaign tips",
  "Campaign tips",
  async (page) => {
    await expect(
      page.getByRole("heading", { level: 2, name: "Use the first 48 hours" }),
    ).toBeVisible();
    await linkTo(page, "trust club", "/donor-protection");
  },
);

/** /rocket-fundraising: the seven days, in order. */
export const RocketFundraising = contentPage(
  "/rocket-fundraising",
  "Rocket fundraising",
  "Rocket fundraising",
  async (page) => {
    const days = page.getAllByRole("list").find((list: HTMLElement) => list.tagName === "OL");
    await expect(within(days as HTMLElement).getAllByRole("listitem")).toHaveLength(7);
  },
);

export const Fundraisers = contentPage(
  "/fundraisers",
  "Fundraisers",
  "Fundraisers",
  async (page) => {
    await expect(
      page.getByRole("heading", { level: 2, name: "In favour of another campaign" }),
    ).toBeVisible();
    await linkTo(page, "Become a fundraiser", "/campaign/create");
  },
);

export const CorporateGiving = contentPage(
  "/corporate-giving",
  "Corporate giving",
  "Corporate giving",
  async (page) => {
    await linkTo(page, "donation certificate", "/certificate");
    await linkTo(page, "Create a business account", "/sign-up");
  },
);

export const NonprofitGiving = contentPage(
  "/nonprofit-giving",
  "Nonprofit giving",
  "Nonprofit giving",
  async (page) => {
    await expect(
      page.getByRole("heading", { level: 2, name: "No fee on donations" }),
    ).toBeVisible();
    await expect(page.getByText(/a withdrawal fee of 9\.4% applies/)).toBeVisible();
    await linkTo(page, "our products", "/products");
  },
);

/** /products, the header's "Products": campaigns, donations, the widgets. */
export const Products = contentPage(
  "/products",
  "Products",
  "Causeway’s products",
  async (page) => {
    await expect(page.getByRole("heading", { level: 2, name: "The donate widget" })).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: "The withdrawal widgets" }),
    ).toBeVisible();
  },
);

export const MedicalLanding = contentPage(
  "/medical-landing",
  "Fundraising for medical treatment",
  "Fundraising for medical treatment",
  async (page) => {
    await linkTo(page, "learning to walk again", "/campaign/help-maria-walk-again");
    await linkTo(page, "Start a medical campaign", "/campaign/create");
  },
);

export const CovidLanding = contentPage(
  "/covid-landing",
  "COVID-19 relief",
  "COVID-19 relief",
  async (page) => {
    await linkTo(page, "campaign for COVID-19", "/campaign/diseases/covid-19");
  },
);

export const DonorProtection = contentPage(
  "/donor-protection",
  "Donor protection",
  "Donor protection",
  async (page) => {
    await expect(page.getByRole("heading", { level: 2, name: "The trust club" })).toBeVisible();
    await linkTo(page, "payment warranty", "/payment-warranty");
  },
);

/** /payment-warranty: what is refunded, what is not, and how to ask, in three steps. */
export const PaymentWarranty = contentPage(
  "/payment-warranty",
  "Payment warranty",
  "Payment warranty",
  async (page) => {
    await expect(page.getByText(/refund every donor of that campaign/)).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: "What it does not cover" }),
    ).toBeVisible();
    await linkTo(page, "Contact us about a campaign", "/contact");
  },
);

export const Certificate = contentPage(
  "/certificate",
  "Donation certificate",
  "Donation certificate",
  async (page) => {
    await expect(page.getByText(/in the form CW-2025-1234/)).toBeVisible();
  },
);

export const Statement = contentPage(
  "/statement",
  "Our statement on transparency",
  "Our statement on transparency",
  async (page) => {
    await expect(page.getByText(/A withdrawal carries a withdrawal fee of 9\.4%/)).toBeVisible();
    await linkTo(page, "cookie policy", "/cookies");
  },
);

/** /terms: a long page, so a table of contents opens it; its links jump to the sections. */
export const Terms = contentPage("/terms", "Terms of use", "Terms of use", async (page) => {
  await contents(page, [
    "Who we are",
    "Your account",
    "Campaigns",
    "Donations",
    "Withdrawals",
    "What you publish",
    "Our responsibility",
    "Changes",
  ]);
  await userEvent.click(page.getByRole("link", { name: "Withdrawals" }));
  await expect(page.getByRole("heading", { level: 2, name: "Withdrawals" })).toHaveFocus();
  await expect(window.location.hash).toBe("#section-5");
});

/** /privacy: what is kept, who sees it, and where to ask (an e-mail link). */
export const Privacy = contentPage("/privacy", "Privacy policy", "Privacy policy", async (page) => {
  const [first] = page.getAllByRole("link", { name: "privacy@causeway.example" });
  await expect(first).toHaveAttribute("href", "mailto:privacy@causeway.example");
  await linkTo(page, "cookie policy", "/cookies");
});

/** /cookies: each cookie the site sets, by its name, and how long it lasts. */
export const Cookies = contentPage("/cookies", "Cookie policy", "Cookie policy", async (page) => {
  for (const cookie of ["jwt", "cw_lang", "cw_theme", "cw_notice", "impersonatorJWT"]) {
    await expect(page.getByText(cookie, { exact: true, selector: "strong" })).toBeVisible();
  }
  await expect(page.getByText(/lasts 14 days/)).toBeVisible();
});

/** A member reads the same page; only the header is theirs. */
export const AsMember: Story = {
  args: { path: "/about", signedIn: true },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "About Causeway" }),
    ).toBeVisible();
    await expect(
      await within(canvasElement).findByRole("button", { name: /Account menu of/ }),
    ).toBeVisible();
  },
};

/** The footer leads to the content pages; the page changes on the client, its title with it. */
export const FromTheFooter: Story = {
  args: { path: "/about" },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "About Causeway" });
    const footer = within(canvas.getByRole("contentinfo"));
    await userEvent.click(footer.getByRole("link", { name: "Donor protection" }));
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Donor protection" }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe("Donor protection · Causeway"));
    await userEvent.click(footer.getByRole("link", { name: "Terms of use" }));
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Terms of use" }),
    ).toBeVisible();
  },
};

/** The page in the visitor's language: its text, its title and the table of contents in German. */
export const InGerman: Story = {
  args: { path: "/terms" },
  globals: { locale: "de" },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Nutzungsbedingungen" }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe("Nutzungsbedingungen · Causeway"));
    await expect(page.getByRole("navigation", { name: "Auf dieser Seite" })).toBeVisible();
    await expect(page.getByText(/Auszahlungsgebühr von 9,4\s%/)).toBeVisible();
  },
};
