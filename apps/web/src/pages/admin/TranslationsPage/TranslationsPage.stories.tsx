import type { MockOverrides } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";
import { answer, never } from "../../account/story-helpers";
import { ADMIN, calls, findConsole, signedInAs, TRANSLATOR } from "../shared/story-helpers";

const HEADING = "Dictionaries";

/** A small English source and its languages: Bulgarian lacks a key and keeps IBAN, German keeps Cancel. */
const ENGLISH: Record<string, string> = {
  "a.amount": "{amount}",
  "a.cancel": "Cancel",
  "a.save": "Save",
  "forms.iban.label": "IBAN",
  "web.greeting": "Hello, {name}!",
};
const DICTIONARIES: Record<string, Record<string, string>> = {
  en: ENGLISH,
  bg: {
    "a.amount": "{amount}",
    "a.cancel": "Отказ",
    "a.save": "Запазете",
    "forms.iban.label": "IBAN",
  },
  de: {
    "a.amount": "{amount}",
    "a.cancel": "Cancel",
    "a.save": "Speichern",
    "forms.iban.label": "IBAN-Nummer",
    "web.greeting": "Hallo, {name}!",
  },
};

/** GET /api/v2/language/{locale}/translations answering the dictionaries above (the rest complete). */
const translations: MockOverrides["getTranslations"] = ({ request }) => {
  const locale = new URL(request.url).pathname.split("/")[4] ?? "en";
  const dictionary =
    DICTIONARIES[locale] ??
    Object.fromEntries(
      Object.entries(ENGLISH).map(([key, value]) => [key, `${value} · ${locale}`]),
    );
  return Response.json({ response: { translations: dictionary } });
};

const meta = {
  title: "Web/Pages/Admin/Dictionaries",
  component: PageStory,
  args: {
    path: "/admincp/translations",
    signedIn: true,
    overrides: { ...signedInAs(TRANSLATOR), getTranslations: translations },
    onRequest: fn(),
    onNavigate: fn(),
  },
  parameters: { layout: "fullscreen", screenshot: { target: "content" } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A translator's view: every language against English, with how many keys it lacks and how
 * many still say what English says; their own language's keys listed with the English text.
 */
export const Translator: Story = {
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, HEADING);
    await expect(await main.findByText(/English, the source, has 5 keys\./)).toBeVisible();
    const table = within(
      main.getByRole("table", { name: "Missing and English keys per language" }),
    );
    await expect(table.getAllByRole("row")).toHaveLength(14);
    const bg = within(table.getByRole("row", { name: /Български \(bg\)/ }));
    await expect(bg.getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["1", "1"]);
    await expect(bg.getByRole("link")).toHaveAttribute("aria-current", "true");
    const keys = within(main.getByRole("region", { name: "Български (bg)" }));
    const missing = within(keys.getByRole("region", { name: "1 missing key" }));
    await expect(missing.getByText("web.greeting")).toBeVisible();
    await expect(missing.getByText("Hello, {name}!")).toBeVisible();
    const same = within(keys.getByRole("region", { name: "1 message the same as English" }));
    await expect(same.getByText("forms.iban.label")).toBeVisible();
    // "{amount}" has no words of its own: the same in every language, not reported.
    await expect(keys.queryByText("a.amount")).toBeNull();
    const asked = calls(args.onRequest as never).filter((call) => call.includes("/language/"));
    await expect(asked).toHaveLength(14);
  },
};

/** Another language's keys, chosen from the table (kept in the URL). */
export const ChooseLanguage: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, HEADING);
    await userEvent.click(await main.findByRole("link", { name: "Deutsch (de)" }));
    const keys = within(await main.findByRole("region", { name: "Deutsch (de)" }));
    await expect(keys.getByText("None: every key is there.")).toBeVisible();
    await expect(
      within(keys.getByRole("region", { name: "1 message the same as English" })).getByText(
        "a.cancel",
      ),
    ).toBeVisible();
    await expect(args.onNavigate).toHaveBeenCalledWith("/admincp/translations?locale=de");
  },
};

/** An admin whose own language is English chooses one first; a complete language says so. */
export const ChooseFirst: Story = {
  args: { overrides: { ...signedInAs(ADMIN), getTranslations: translations } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const main = await findConsole(canvasElement, HEADING);
    await expect(await main.findByText("Choose a language to see its keys.")).toBeVisible();
    await userEvent.click(main.getByRole("link", { name: "Magyar (hu)" }));
    const keys = within(await main.findByRole("region", { name: "Magyar (hu)" }));
    await expect(keys.getByText("None: every message is in this language.")).toBeVisible();
  },
};

/** An editor looks after the words too. */
export const Editor: Story = {
  args: {
    overrides: {
      ...signedInAs({ ...TRANSLATOR, name: "Ivo Editor", roles: ["ROLE_USER", "ROLE_EDITOR"] }),
      getTranslations: translations,
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const main = await findConsole(canvasElement, HEADING);
    await expect(await main.findByRole("table")).toBeVisible();
  },
};

/** A dictionary that could not be read: said, with a retry. */
export const Failed: Story = {
  args: {
    overrides: {
      ...signedInAs(TRANSLATOR),
      getTranslations: answer(404, { code: 404, message: "Locale cannot be found." }),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const main = await findConsole(canvasElement, HEADING);
    await expect(await main.findByText("This list could not be loaded.")).toBeVisible();
    await expect(main.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** While the dictionaries load. */
export const Loading: Story = {
  args: { overrides: { ...signedInAs(TRANSLATOR), getTranslations: never } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const main = await findConsole(canvasElement, HEADING);
    await expect(main.getByText("Loading…")).toBeInTheDocument();
  },
};
