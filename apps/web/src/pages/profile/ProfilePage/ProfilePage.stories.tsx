import type { User } from "@causeway/api-client";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";
import { pagedAnswer } from "../../../testing/post-fixtures";
import {
  anonymousDonation,
  business,
  donationsAnswer,
  lucia,
  maria,
  numberedDonation,
  openDonation,
  userAnswer,
} from "./story-fixtures";

const meta = {
  title: "Web/Pages/Profile",
  component: PageStory,
  args: { path: "/maria.petrova" },
  parameters: { layout: "fullscreen", screenshot: { target: "content" } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = within(document.body);
const main = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole("main"));
const requested = (spy: unknown, path: string) =>
  (spy as ReturnType<typeof fn>).mock.calls
    .map(([request]) => new URL((request as Request).url).pathname)
    .filter((pathname) => pathname === path);

/** A guest on a personal profile: name, @username, place, bio, what she gave and raised, her campaigns. */
export const Personal: Story = {
  args: { onRequest: fn() },
  play: async ({ canvasElement, args }) => {
    const page = await main(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Мария Петрова" }),
    ).toBeVisible();
    await expect(page.getByText("@maria.petrova")).toBeVisible();
    await expect(page.getByText("Sofia, Bulgaria")).toBeVisible();
    await expect(page.getByText("Събирам средства за рехабилитацията на сина си.")).toBeVisible();
    const figures = await page.findByRole("region", { name: "In figures" });
    const donated = within(figures).getByText("Donated").parentElement as HTMLElement;
    await expect(await within(donated).findByText("€25,000.00")).toBeVisible();
    await expect(within(donated).getByText("BGN 4,800.00")).toBeVisible();
    const raised = within(figures).getByText("Raised by campaigns").parentElement as HTMLElement;
    await expect(await within(raised).findByText("€25,000.00")).toBeVisible();
    // The campaigns tab is open, with her campaigns as cards.
    await expect(page.getByRole("tab", { name: "Campaigns" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const panel = page.getByRole("tabpanel", { name: "Campaigns" });
    await expect(
      await within(panel).findByRole("link", { name: "Help Maria walk again" }),
    ).toHaveAttribute("href", "/campaign/help-maria-walk-again");
    // A guest edits nothing.
    await expect(page.queryByRole("button", { name: "Edit profile" })).toBeNull();
    const campaigns = (args.onRequest as ReturnType<typeof fn>).mock.calls
      .map(([request]) => new URL((request as Request).url))
      .filter((url) => url.pathname === "/api/v2/campaign");
    await expect(campaigns[0]?.searchParams.get("created_by")).toBe("42");
  },
};

/** A business: its cover, picture over it, mission, no @username (it shows only its name), donations by cause. */
export const Business: Story = {
  args: {
    path: "/zdrowie-fundacja",
    overrides: { getUser: userAnswer(business) },
  },
  parameters: { screenshot: { fullHeight: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Fundacja Zdrowie" }),
    ).toBeVisible();
    await expect(page.getByText("Organisation")).toBeVisible();
    await expect(page.queryByText("@zdrowie-fundacja")).toBeNull();
    await expect(canvasElement.querySelector("[data-slot=profile-cover] img")).not.toBeNull();
    const mission = page.getByRole("region", { name: "Mission" });
    await expect(within(mission).getByText(/Każde dziecko zasługuje na leczenie/)).toBeVisible();
    const causes = await page.findByRole("region", { name: "Donations by cause" });
    await expect(within(causes).getByText("Health")).toBeVisible();
    await expect(within(causes).getByText("€1,250.00")).toBeVisible();
    await expect(await page.findByRole("link", { name: "Help Maria walk again" })).toBeVisible();
  },
};

/** Another member sees the profile as a guest does: no edit buttons, no certificate. */
export const AnotherMember: Story = {
  args: { signedIn: true, path: "/maria.petrova?tab=donations", overrides: lucia },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await page.findByRole("heading", { level: 1, name: "Мария Петрова" });
    await page.findAllByRole("link", { name: "Help Maria walk again" });
    await expect(page.queryByRole("button", { name: "Edit profile" })).toBeNull();
    await expect(page.queryByRole("switch")).toBeNull();
    await expect(page.queryByRole("region", { name: "Donor certificate" })).toBeNull();
    // A conversation starts from the profile.
    await expect(page.getByRole("link", { name: "Message Мария Петрова" })).toHaveAttribute(
      "href",
      "/messages/42",
    );
  },
};

/** A guest's Message opens the registration prompt, which brings them back to the profile. */
export const GuestMessage: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await page.findByRole("heading", { level: 1, name: "Мария Петрова" });
    await userEvent.click(page.getByRole("button", { name: "Message Мария Петрова" }));
    const prompt = await screen.findByRole("dialog", { name: "Join Causeway" });
    await expect(prompt).toHaveAccessibleDescription(
      "Create a free account to write to members and to the people behind campaigns.",
    );
    await expect(
      within(prompt).getByRole("link", { name: "Continue with e-mail" }),
    ).toHaveAttribute("href", "/sign-up?redirect=%2Fmaria.petrova");
  },
};

/** Her own profile: edit buttons; the donations tab has who sees them, the certificate, and every donation. */
export const Own: Story = {
  args: {
    signedIn: true,
    path: "/maria.petrova?tab=donations",
    overrides: { listUserDonations: donationsAnswer([openDonation, anonymousDonation]) },
  },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await page.findByRole("heading", { level: 1, name: "Мария Петрова" });
    await expect(page.getByRole("button", { name: "Edit profile" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Change picture" })).toBeVisible();
    // No one writes to themselves.
    await expect(page.queryByRole("link", { name: /^Message/ })).toBeNull();
    await expect(page.getByRole("tab", { name: "Donations" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(
      await page.findByRole("switch", { name: "Show my donations on my profile" }),
    ).toBeChecked();
    const certificate = page.getByRole("region", { name: "Donor certificate" });
    await expect(await within(certificate).findByRole("combobox", { name: "Year" })).toBeVisible();
    await expect(await page.findByText("2 donations")).toBeVisible();
    const anonymous = page
      .getByRole("link", { name: "Nueva biblioteca para la escuela de Tarifa" })
      .closest("article") as HTMLElement;
    await expect(within(anonymous).getByText("Anonymous: only you see it")).toBeVisible();
    await expect(within(anonymous).getByText("€235.00")).toBeVisible();
  },
};

/** A guest's donations tab: the public donation only (the server leaves out the anonymous one). */
export const GuestDonations: Story = {
  args: {
    path: "/maria.petrova?tab=donations",
    overrides: { listUserDonations: donationsAnswer([openDonation]) },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    const panel = await page.findByRole("tabpanel", { name: "Donations" });
    await expect(await within(panel).findByText("1 donation")).toBeVisible();
    const item = within(panel).getByRole("link", { name: "Help Maria walk again" });
    await expect(item).toHaveAttribute("href", "/campaign/help-maria-walk-again");
    await expect(within(item.closest("article") as HTMLElement).getByText("€50.00")).toBeVisible();
    await expect(within(panel).queryByText(/Anonymous/)).toBeNull();
  },
};

/** A member who keeps their donations private: said, and neither the list nor the total is asked. */
export const DonationsPrivate: Story = {
  args: {
    path: "/maria.petrova?tab=donations",
    onRequest: fn(),
    overrides: { getUser: userAnswer({ ...maria, donation_settings: { visibility: false } }) },
  },
  play: async ({ canvasElement, args }) => {
    const page = await main(canvasElement);
    await expect(
      await page.findByRole("heading", { name: "Мария Петрова keeps their donations private" }),
    ).toBeVisible();
    await expect(page.getByText("Kept private")).toBeVisible();
    await expect(requested(args.onRequest, "/api/v2/user/42/donations")).toEqual([]);
    await expect(requested(args.onRequest, "/api/v2/user/42/total-donations-amount")).toEqual([]);
  },
};

/** The posts tab: her posts as cards. */
export const Posts: Story = {
  args: { path: "/maria.petrova?tab=posts" },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(
      await page.findByRole("article", { name: "Първа седмица рехабилитация" }),
    ).toBeVisible();
  },
};

/** The comments tab: each comment as text, when, and the post it was written on. */
export const Comments: Story = {
  args: { path: "/maria.petrova?tab=comments" },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    const panel = await page.findByRole("tabpanel", { name: "Comments" });
    await expect(await within(panel).findByText("Успех, Мария!")).toBeVisible();
    await expect(
      await within(panel).findByRole("link", { name: "Първа седмица рехабилитация" }),
    ).toHaveAttribute("href", "/campaign/help-maria-walk-again/first-week-of-rehabilitation");
  },
};

/** The tabs by keyboard: the arrow moves to the next tab, its list shows, the URL keeps it. */
export const TabsByKeyboard: Story = {
  args: { onNavigate: fn() },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = await main(canvasElement);
    const campaigns = await page.findByRole("tab", { name: "Campaigns" });
    campaigns.focus();
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() =>
      expect(page.getByRole("tab", { name: "Posts" })).toHaveAttribute("aria-selected", "true"),
    );
    await expect(page.getByRole("tab", { name: "Posts" })).toHaveFocus();
    await expect(
      await page.findByRole("article", { name: "Първа седмица рехабилитация" }),
    ).toBeVisible();
    await expect(args.onNavigate).toHaveBeenLastCalledWith("/maria.petrova?tab=posts");
  },
};

/** The owner edits their bio: the dialog sends it, the page shows it at once. */
export const OwnEditsBio: Story = {
  args: {
    signedIn: true,
    onRequest: fn(),
    overrides: (() => {
      let bio = maria.bio;
      return {
        getUser: () => Response.json({ response: { ...maria, bio } }),
        updateBio: async ({ request }: { request: Request }) => {
          bio = ((await request.json()) as { bio: string }).bio;
          return Response.json({ response: { ...maria, bio } });
        },
      };
    })(),
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await userEvent.click(await page.findByRole("button", { name: "Edit profile" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit personal info" });
    const bio = within(dialog).getByRole("textbox", { name: /About/ });
    await userEvent.clear(bio);
    await userEvent.type(bio, "Майка на две деца от Пловдив.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(await page.findByText("Майка на две деца от Пловдив.")).toBeVisible();
  },
};

/** A dialog closed with Escape gives the focus back to the button that opened it; each opens again. */
export const OwnDialogsKeepFocus: Story = {
  args: { signedIn: true },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    for (const [button, dialog] of [
      ["Edit profile", "Edit personal info"],
      ["Change picture", "Change your profile picture"],
      ["Edit profile", "Edit personal info"],
    ] as const) {
      const opener = await page.findByRole("button", { name: button });
      await userEvent.click(opener);
      await screen.findByRole("dialog", { name: dialog });
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await waitFor(() => expect(opener).toHaveFocus());
    }
  },
};

/** Whatever a bio holds is text: no element is made of it, no script runs. */
export const InertBio: Story = {
  args: {
    overrides: {
      getUser: userAnswer({
        ...maria,
        bio: `<img src=x onerror="document.body.dataset.ran='yes'"><script>document.body.dataset.ran='yes'</script>`,
      } as User),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    const bio = await page.findByText(/<img src=x onerror=/);
    await expect(bio).toHaveTextContent("<script>");
    await expect(bio.querySelector("img, script")).toBeNull();
    await expect(document.body.dataset.ran).toBeUndefined();
  },
};

/** 11 donations: 8, then "Show more donations" asks offset 8 and adds 3. */
export const PagedDonations: Story = {
  args: {
    path: "/maria.petrova?tab=donations",
    onRequest: fn(),
    overrides: {
      listUserDonations: pagedAnswer(numberedDonation, 11, (donations) => ({
        response: { donations, total: 11 },
      })),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(await page.findByRole("link", { name: "Campaign 8" })).toBeVisible();
    await expect(page.queryByRole("link", { name: "Campaign 9" })).toBeNull();
    await expect(page.getByText("11 donations")).toBeVisible();
    await userEvent.click(page.getByRole("button", { name: "Show more donations" }));
    await expect(await page.findByRole("link", { name: "Campaign 11" })).toBeVisible();
    await waitFor(() =>
      expect(page.queryByRole("button", { name: "Show more donations" })).toBeNull(),
    );
  },
};

/** Nothing yet: no campaigns, nothing given or raised. */
export const Empty: Story = {
  args: { mode: "empty", overrides: { getUser: userAnswer(maria) } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(
      await page.findByRole("heading", { name: "Мария Петрова has not started a campaign yet" }),
    ).toBeVisible();
    await expect(page.getByText("No donations yet")).toBeVisible();
    await expect(page.getByText("Nothing raised yet")).toBeVisible();
  },
};

/** Loading: the profile's placeholders, marked busy. */
export const Loading: Story = {
  args: { mode: "loading" },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector("main [aria-busy=true]")).not.toBeNull(),
    );
  },
};

/** Nobody has that username: the 404 page. */
export const UnknownUser: Story = {
  args: {
    path: "/nobody-here",
    overrides: {
      getUser: () => Response.json({ code: 404, message: "Not found" }, { status: 404 }),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "This page does not exist" }),
    ).toBeVisible();
  },
};

/** The profile cannot be read: said, with a retry. */
export const LoadError: Story = {
  args: {
    overrides: {
      getUser: () => Response.json({ code: 500, message: "Server error" }, { status: 500 }),
    },
  },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "This profile could not be loaded" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};
