import type { Category } from "@causeway/api-client";
import { MockApiProvider } from "@causeway/api-client/mocks";
import { type CampaignDraft, type CreationStep, emptyCampaignDraft } from "@causeway/rules";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { CampaignCreationForm } from "./CampaignCreationForm";

const CATEGORIES: Category[] = [
  { id: 3, name: "Health", slug: "health", type: "category", status: "active" },
  { id: 5, name: "Education", slug: "education", type: "category", status: "active" },
  { id: 21, name: "Cerebral palsy", slug: "cerebral-palsy", type: "disease", status: "active" },
  { id: 22, name: "Cancer", slug: "cancer", type: "disease", status: "active" },
];
const CURRENCIES = [
  {
    id: 1,
    abbreviation: "EUR",
    name: "Euro",
    currencySign: "€",
    default: true,
    popular: true,
    active: true,
    zeroBased: false,
  },
  {
    id: 2,
    abbreviation: "BGN",
    name: "Bulgarian lev",
    currencySign: "лв",
    popular: true,
    active: true,
    zeroBased: false,
  },
  {
    id: 7,
    abbreviation: "HUF",
    name: "Hungarian forint",
    currencySign: "Ft",
    active: true,
    zeroBased: true,
  },
];
const COMPLETE: CampaignDraft = {
  ...emptyCampaignDraft({ beneficiaryName: "Maria Petrova", currency: 1 }),
  type: "medical",
  category: 3,
  disease: 21,
  goal: "25000",
  name: "Help Maria walk again",
  content: "<p>Maria needs six months of rehabilitation.</p>",
  cover: { id: 5530, path: "/storybook-assets/sample-photo.svg" },
};
const PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPQqDiBFTEMLQkAAtVaAcSRe60AAAAASUVORK5CYII=";
let uploads = 0;

const photo = (name: string) =>
  new File([Uint8Array.from(atob(PNG), (c) => c.charCodeAt(0))], name, { type: "image/png" });

interface DemoProps {
  step: CreationStep;
  draft?: CampaignDraft;
  inFavourOf?: { id: number; name: string } | null;
  onStepChange: (step: CreationStep) => void;
  onPublish: () => void;
}

function Demo({
  step: first,
  draft: start = emptyCampaignDraft({ currency: 1 }),
  inFavourOf = null,
  onStepChange,
  onPublish,
}: DemoProps) {
  const [step, setStep] = useState(first);
  const [draft, setDraft] = useState(start);
  return (
    <MockApiProvider>
      <div className="cw:max-w-2xl">
        <CampaignCreationForm
          step={step}
          onStepChange={(next) => {
            onStepChange(next);
            setStep(next);
          }}
          draft={draft}
          onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
          context={{ locale: "en", fractionDigits: 2, inFavourOf }}
          categories={CATEGORIES}
          currencies={CURRENCIES}
          preview={<p>The campaign as donors will see it.</p>}
          onPublish={onPublish}
          upload={async () => ({
            // Each upload gets its own id, as the server gives.
            id: 9000 + ++uploads,
            path: `data:image/png;base64,${PNG}`,
          })}
        />
      </div>
    </MockApiProvider>
  );
}

const meta = {
  title: "Forms/CampaignCreationForm",
  component: Demo,
  args: { step: "purpose", onStepChange: fn(), onPublish: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const summaryLinks = async (canvas: ReturnType<typeof within>) => {
  const summary = await canvas.findByRole("alert", { name: "Check these fields before sending" });
  return within(summary)
    .getAllByRole("link")
    .map((link) => link.textContent);
};

/** What for: nothing chosen stops at the step with both problems listed; a medical cause asks its disease. */
export const Purpose: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText("Step 1 of 7")).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "What for" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(await summaryLinks(canvas)).toEqual([
      "Choose whether the campaign is for medical treatment or another cause.",
      "Choose a category.",
    ]);
    await waitFor(() =>
      expect(
        canvas.getByRole("alert", { name: "Check these fields before sending" }),
      ).toHaveFocus(),
    );
    await expect(args.onStepChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("radio", { name: /Medical treatment/ }));
    await expect(canvas.getByRole("button", { name: /Disease/ })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: /Category/ }));
    await userEvent.click(await within(document.body).findByRole("option", { name: "Health" }));
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(args.onStepChange).toHaveBeenCalledWith("beneficiary");
    await waitFor(() =>
      expect(canvas.getByRole("heading", { level: 2, name: "For whom" })).toHaveFocus(),
    );
  },
};

/** For someone else: their name and how they are related are asked; a done step is a link back. */
export const BeneficiaryPerson: Story = {
  args: { step: "beneficiary", draft: { ...COMPLETE, beneficiaryName: "" } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("radio", { name: /Someone else/ }));
    await userEvent.type(canvas.getByRole("textbox", { name: /Their full name/ }), "Ivan Petrov");
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(await summaryLinks(canvas)).toEqual([
      "Say how you are related to the person you are raising money for.",
    ]);
    const relation = canvas.getByRole("textbox", { name: /How are you related/ });
    await expect(relation).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(relation, "my brother");
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(args.onStepChange).toHaveBeenLastCalledWith("goal");
    await userEvent.click(canvas.getByRole("button", { name: "What for" }));
    await expect(args.onStepChange).toHaveBeenLastCalledWith("purpose");
  },
};

/** The goal is read as typed and said back formatted; text that is not an amount is refused. */
export const Goal: Story = {
  args: { step: "goal", draft: { ...COMPLETE, goal: "" } },
  play: async ({ canvas, args }) => {
    const goal = canvas.getByRole("textbox", { name: /How much do you need/ });
    await userEvent.type(goal, "12a5");
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(await summaryLinks(canvas)).toEqual(["Enter the goal as a number, such as 5000."]);
    await userEvent.clear(goal);
    await userEvent.type(goal, "12,500.50");
    await expect(goal).toHaveAccessibleDescription(/Your goal: €12,500\.50/);
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(args.onStepChange).toHaveBeenLastCalledWith("story");
  },
};

/**
 * Issue 25: a negative goal is refused as such (never made positive), and a goal past the maximum
 * names the maximum instead of asking for the amount again.
 */
export const GoalBounds: Story = {
  args: { step: "goal", draft: { ...COMPLETE, goal: "" } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvas, args }) => {
    const goal = canvas.getByRole("textbox", { name: /How much do you need/ });
    await userEvent.type(goal, "-5000");
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(await summaryLinks(canvas)).toEqual([
      "A negative goal is refused: enter the amount you want to raise.",
    ]);
    await expect(goal).toHaveValue("-5000");
    await userEvent.clear(goal);
    await userEvent.type(goal, "99999999999999");
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(await summaryLinks(canvas)).toEqual(["The goal can be at most 100,000,000,000."]);
    await expect(goal).toHaveAccessibleDescription(/The goal can be at most 100,000,000,000\./);
    await expect(args.onStepChange).not.toHaveBeenCalled();
  },
};

/** The title and the rich text story are both required. */
export const Story_: Story = {
  name: "Story",
  parameters: { screenshot: { fullHeight: true } },
  args: { step: "story", draft: { ...COMPLETE, name: "", content: "" } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(await summaryLinks(canvas)).toEqual([
      "Give your campaign a name.",
      "Tell the story of your campaign.",
    ]);
    await userEvent.type(
      canvas.getByRole("textbox", { name: /Campaign title/ }),
      "A roof for the school",
    );
    const story = canvas.getByRole("textbox", { name: /Your story/ });
    await userEvent.click(story);
    await userEvent.keyboard("The roof leaks every winter.");
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(args.onStepChange).toHaveBeenLastCalledWith("media");
  },
};

/** Photos: a cover or a video is needed; gallery photos upload and can be removed; a video previews. */
export const Media: Story = {
  args: { step: "media", draft: { ...COMPLETE, cover: null } },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(await summaryLinks(canvas)).toEqual(["Add a cover photo or a video link."]);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    await userEvent.upload(input, [photo("ward.png")]);
    const gallery = await canvas.findByRole("list", { name: "Photos of the gallery" });
    await expect(within(gallery).getByRole("img", { name: "Photo 1" })).toBeVisible();
    await userEvent.type(
      canvas.getByRole("textbox", { name: /YouTube or Twitch link/ }),
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    );
    await expect(
      await canvas.findByRole("button", { name: /Your campaign’s video/ }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Remove photo 1" }));
    await waitFor(() =>
      expect(canvas.queryByRole("list", { name: "Photos of the gallery" })).toBeNull(),
    );
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(args.onStepChange).toHaveBeenLastCalledWith("documents");
  },
};

/** Several photos chosen at once: each joins the gallery and the note names them all. */
export const MediaSeveralPhotos: Story = {
  args: { step: "media", draft: { ...COMPLETE, cover: null } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvas, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    await userEvent.upload(input, [photo("ward.png"), photo("garden.png"), photo("team.png")]);
    const gallery = await canvas.findByRole("list", { name: "Photos of the gallery" });
    await waitFor(() => expect(within(gallery).getAllByRole("img")).toHaveLength(3));
    const note = canvasElement.querySelector('[data-slot="campaign-media"] [aria-live]');
    await waitFor(() =>
      expect(note).toHaveTextContent(
        "3 photos added to the gallery: ward.png, garden.png, and team.png.",
      ),
    );
  },
};

/** The preview lists what is still missing, each with a way to the step; Publish waits for it. */
export const PreviewIncomplete: Story = {
  args: { step: "preview", draft: { ...COMPLETE, category: null, name: "" } },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText("Some steps still need something before you publish:"),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Publish the campaign" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Go to Story" }));
    await expect(args.onStepChange).toHaveBeenLastCalledWith("story");
  },
};

/** A complete draft is published from the preview. */
export const PreviewReady: Story = {
  args: { step: "preview", draft: COMPLETE },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText("The campaign as donors will see it.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Publish the campaign" }));
    await expect(args.onPublish).toHaveBeenCalledOnce();
  },
};

/** In favour of another campaign: that campaign is the beneficiary, nothing to choose. */
export const InFavour: Story = {
  args: { step: "beneficiary", inFavourOf: { id: 1042, name: "Help Maria walk again" } },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText("The money goes to the campaign “Help Maria walk again”."),
    ).toBeVisible();
    await expect(canvas.queryByRole("radiogroup")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(args.onStepChange).toHaveBeenLastCalledWith("goal");
  },
};
