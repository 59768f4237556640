import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readmeSection, widgetProps } from "./readme-sections";

const readme = readFileSync(join(import.meta.dirname, "..", "..", "README.md"), "utf8");

describe("readmeSection", () => {
  const markdown = "# A\n## B\ntext b\n```sh\n# not a heading\n```\n### C\ntext c\n## D\ntext d";

  it("takes a section up to the next heading of its level, sub-sections included", () => {
    expect(readmeSection(markdown, "## B")).toBe(
      "text b\n```sh\n# not a heading\n```\n### C\ntext c",
    );
    expect(readmeSection(markdown, "### C")).toBe("text c");
    expect(readmeSection(markdown, "## D")).toBe("text d");
  });

  it("says which section is missing", () => {
    expect(() => readmeSection(markdown, "## E")).toThrow('no "## E" section');
  });
});

describe("the forms README, as the Storybook embedding pages read it", () => {
  it.each([
    "### Install",
    "### The API client and the providers",
    "### A donate page",
    "### A withdrawal page",
    "### Mounting it",
    "### Events",
    "### CSS isolation and theming",
    "### The API side",
  ])("has %s", (heading) => {
    expect(readmeSection(readme, heading).length).toBeGreaterThan(100);
  });

  it.each([
    ["DonateWidget", "`returnUrl`"],
    ["ProviderWithdrawalForm", "`currencies`"],
    ["OwnerWithdrawalForm", "`bankAccount`"],
    ["CampaignTransferForm", "`campaign`"],
  ])("describes the props of %s, with its table", (widget, prop) => {
    const part = widgetProps(readme, widget);
    expect(part).toContain("| prop | type |");
    expect(part).toContain(prop);
    // One widget's part only.
    expect(part.match(/\| prop \| type \|/g)).toHaveLength(1);
  });

  it("shows the pages' code as the host apps build it", () => {
    expect(readmeSection(readme, "### A donate page")).toContain(
      '```tsx title="src/DonatePage.tsx"',
    );
    expect(readmeSection(readme, "### A withdrawal page")).toContain(
      '```tsx title="src/WithdrawPage.tsx"',
    );
  });
});
