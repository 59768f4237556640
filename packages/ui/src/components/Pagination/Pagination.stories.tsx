import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { Pagination, type PaginationProps } from "./Pagination";

/** Holds the page the way a host screen would, so stories can be paged for real. */
function Paged(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onChange={(next) => {
        setPage(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: "UI/Pagination",
  component: Pagination,
  args: { page: 1, totalPages: 10, onChange: fn() },
  render: (args) => <Paged {...args} />,
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

const currentPage = (canvas: { getAllByRole: (role: "button") => HTMLElement[] }) =>
  canvas.getAllByRole("button").find((button) => button.getAttribute("aria-current") === "page");

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole("navigation", { name: "Pagination" });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Page 1" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(canvas.getByRole("button", { name: "Previous page" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Next page" }));
    await expect(args.onChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole("button", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Page 10" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
    await expect(canvas.getByRole("button", { name: "Next page" })).toBeDisabled();
  },
};

/** In the middle of a long list, a gap on each side of the current page. */
export const Middle: Story = {
  args: { page: 10, totalPages: 20 },
  play: async ({ canvas }) => {
    const names = canvas.getAllByRole("button").map((b) => b.getAttribute("aria-label"));
    await expect(names).toEqual([
      "Previous page",
      "Page 1",
      "Page 9",
      "Page 10",
      "Page 11",
      "Page 20",
      "Next page",
    ]);
    await expect(canvas.getAllByText("…")).toHaveLength(2);
  },
};

/** Keyboard only: Tab to Next, Enter to the last page; focus stays in the bar on the current page. */
export const KeyboardToLastPage: Story = {
  args: { page: 8, totalPages: 10 },
  play: async ({ canvas, args }) => {
    const next = canvas.getByRole("button", { name: "Next page" });
    next.focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard("{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
    await expect(next).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Page 10" })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole("button", { name: "Page 9" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(currentPage(canvas)).toHaveAccessibleName("Page 9");
  },
};

export const Focused: Story = {
  args: { page: 3 },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Previous page" })).toHaveFocus();
    await userEvent.tab();
    const first = canvas.getByRole("button", { name: "Page 1" });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute("data-focus-visible", "true");
  },
};

export const FewPages: Story = {
  args: { page: 2, totalPages: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText("…")).toBeNull();
    await expect(canvas.getAllByRole("button", { name: /^Page/ })).toHaveLength(4);
  },
};

/** One page or none: there is nothing to navigate, so no landmark is drawn. */
export const SinglePage: Story = {
  args: { totalPages: 1 },
  // Nothing is drawn, so there is nothing to compare: the play function proves the absence.
  parameters: { screenshot: { skip: true } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("navigation")).toBeNull();
  },
};

export const Disabled: Story = {
  args: { page: 4, isDisabled: true },
  play: async ({ canvas, args }) => {
    for (const button of canvas.getAllByRole("button")) await expect(button).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Page 5" }), {
      pointerEventsCheck: 0,
    });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Four-digit page numbers keep the bar on one line. */
export const LongNumbers: Story = {
  args: { page: 1998, totalPages: 2000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Page 1998" })).toHaveTextContent("1998");
  },
};

export const Translated: Story = {
  globals: { locale: "de" },
  args: { page: 5, totalPages: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("navigation")).toHaveAccessibleName("Seitennavigation");
    await expect(canvas.getByRole("button", { name: "Seite 5" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(canvas.getByRole("button", { name: "Nächste Seite" })).toBeEnabled();
  },
};

export const CustomLabels: Story = {
  args: {
    page: 2,
    totalPages: 3,
    "aria-label": "Donations pages",
    previousLabel: "Newer donations",
    nextLabel: "Older donations",
    getPageLabel: (page) => `Donations page ${page}`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("navigation", { name: "Donations pages" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Older donations" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Donations page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};

/** Start, middle, end, few pages and disabled, in light and dark. */
export const AllStates: Story = {
  render: () => (
    <div className="cw:flex cw:flex-col cw:gap-3">
      <Pagination aria-label="Start" page={1} totalPages={10} onChange={() => {}} />
      <Pagination aria-label="Middle" page={10} totalPages={20} onChange={() => {}} />
      <Pagination aria-label="End" page={20} totalPages={20} onChange={() => {}} />
      <Pagination aria-label="Few" page={2} totalPages={3} onChange={() => {}} />
      <Pagination aria-label="Disabled" page={4} totalPages={10} onChange={() => {}} isDisabled />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("navigation")).toHaveLength(5);
  },
};
