import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { parseContent } from "../../content/format";
import { ContentArticle, ContentFailed, ContentSkeleton } from "./ContentArticle";

/** Every part of the content format, and what it does with a link or markup it does not take. */
const [sample] = parseContent(
  `---
title: Every part
description: A document that uses every part of the content format, to see them together.
toc: yes
action: Start a campaign
action_href: /campaign/create
---
# Every part of a content page

> A note stands out from the text around it.

## Paragraphs and emphasis

A paragraph with **strong words**, a [link inside the site](/about), an [address outside](https://help.causeway.example/) and an [e-mail address](mailto:privacy@causeway.example).

Markup is text: <img src=x onerror=alert(1)>, and a [script link](javascript:steal) is only its words.

## Lists

- A list item
- Another one, with a [link](/terms)

1. A first step
2. A second step

### A smaller heading

The end.
`,
  "en/sample",
);

const meta = {
  title: "Web/Content/ContentArticle",
  component: ContentArticle,
  args: { doc: sample as NonNullable<typeof sample> },
  parameters: { screenshot: { fullHeight: true } },
} satisfies Meta<typeof ContentArticle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Headings, a note, strong words, lists and links; nothing of it is HTML. */
export const Formats: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      page.getByRole("heading", { level: 1, name: "Every part of a content page" }),
    ).toBeVisible();
    await expect(page.getByText(/^A document that uses every part/)).toBeVisible();
    await expect(page.getByText("strong words", { selector: "strong" })).toBeVisible();
    await expect(page.getByRole("link", { name: "link inside the site" })).toHaveAttribute(
      "href",
      "/about",
    );
    const outside = page.getByRole("link", { name: /address outside/ });
    await expect(outside).toHaveAttribute("target", "_blank");
    await expect(outside).toHaveAccessibleName("address outside (opens in a new tab)");
    await expect(page.getByRole("link", { name: "e-mail address" })).toHaveAttribute(
      "href",
      "mailto:privacy@causeway.example",
    );
    // The markup is shown as text, and the script link is no link at all.
    await expect(page.getByText(/<img src=x onerror=alert\(1\)>/)).toBeVisible();
    await expect(page.queryByRole("link", { name: "script link" })).toBeNull();
    await expect(canvasElement.querySelector("img")).toBeNull();
    await expect(page.getByRole("link", { name: "Start a campaign" })).toHaveAttribute(
      "href",
      "/campaign/create",
    );
  },
};

/** The table of contents takes the reader to a section, and the focus with them. */
export const TableOfContents: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const toc = within(page.getByRole("navigation", { name: "On this page" }));
    await expect(toc.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Paragraphs and emphasis",
      "Lists",
    ]);
    await userEvent.click(toc.getByRole("link", { name: "Lists" }));
    await expect(page.getByRole("heading", { level: 2, name: "Lists" })).toHaveFocus();
  },
};

/** The page's text on its way: the shape of a page, marked busy. */
export const Loading: Story = {
  render: () => <ContentSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=content-skeleton]")).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

/** The page's text would not load: said as the page's heading, with a way to try again. */
export const Failed: Story = {
  args: { onRetry: fn() } as never,
  render: (args) => (
    <ContentFailed onRetry={(args as unknown as { onRetry: () => void }).onRetry} />
  ),
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(
      page.getByRole("heading", { level: 1, name: "This page could not be loaded" }),
    ).toBeVisible();
    await userEvent.click(page.getByRole("button", { name: "Try again" }));
    await expect((args as unknown as { onRetry: () => void }).onRetry).toHaveBeenCalled();
  },
};
