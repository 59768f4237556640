import type { Meta, StoryObj } from "@storybook/react-vite";
import { useRef, useState } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { LoadMore, type LoadMoreProps } from "./LoadMore";

const ITEM_HEIGHT = 56;
const PAGE_SIZE = 10;

interface GrowingListProps extends Pick<LoadMoreProps, "isInfinite" | "onLoadMore"> {
  total?: number;
  delay?: number;
}

/** A list that fetches 10 more items 300 ms after being asked, up to `total`, like a feed. */
function GrowingList({ total = 30, delay = 300, isInfinite, onLoadMore }: GrowingListProps) {
  const [count, setCount] = useState(PAGE_SIZE);
  const [isLoading, setLoading] = useState(false);
  const scrollRef = useRef<HTMLElement>(null);
  const load = () => {
    onLoadMore();
    setLoading(true);
    setTimeout(() => {
      setCount((n) => Math.min(total, n + PAGE_SIZE));
      setLoading(false);
    }, delay);
  };
  return (
    <section
      ref={scrollRef}
      aria-label="Campaigns"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="cw:h-72 cw:w-72 cw:overflow-y-auto cw:rounded-md cw:border cw:border-border"
    >
      <ul>
        {Array.from({ length: count }, (_, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: items are numbered, never reordered
            key={i}
            style={{ height: ITEM_HEIGHT }}
            className="cw:flex cw:items-center cw:border-b cw:border-border cw:px-3 cw:text-sm"
          >
            {`Campaign ${i + 1}`}
          </li>
        ))}
      </ul>
      <LoadMore
        onLoadMore={load}
        hasMore={count < total}
        isLoading={isLoading}
        isInfinite={isInfinite}
        scrollRef={scrollRef}
      />
      {count >= total && (
        <p className="cw:p-3 cw:text-center cw:text-sm cw:text-fg-muted">That is all.</p>
      )}
    </section>
  );
}

const meta = {
  title: "UI/LoadMore",
  component: LoadMore,
  args: { onLoadMore: fn(), hasMore: true, isLoading: false },
} satisfies Meta<typeof LoadMore>;
export default meta;
type Story = StoryObj<typeof meta>;

const items = (canvas: { queryAllByRole: (role: "listitem") => HTMLElement[] }) =>
  canvas.queryAllByRole("listitem").length;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Infinite scroll: nothing loads while the end is more than 200 px away; scrolling to within
 * 200 px of it loads the next page; at the end the button goes away.
 */
export const InfiniteScroll: Story = {
  render: (args) => <GrowingList onLoadMore={args.onLoadMore} />,
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole("region", { name: "Campaigns" });
    const distanceToEnd = () => {
      const sentinel = region.querySelector<HTMLElement>('[data-slot="load-more-sentinel"]');
      if (!sentinel) return Number.POSITIVE_INFINITY;
      return sentinel.getBoundingClientRect().top - region.getBoundingClientRect().bottom;
    };
    await expect(items(canvas)).toBe(10);

    region.scrollTop += distanceToEnd() - 260;
    await pause(400);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    await expect(items(canvas)).toBe(10);

    region.scrollTop += distanceToEnd() - 150;
    await waitFor(() => expect(items(canvas)).toBe(20));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);

    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(items(canvas)).toBe(30));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
    await expect(canvas.queryByRole("button", { name: "Load more" })).toBeNull();
    region.scrollTop = region.scrollHeight;
    await expect(canvas.getByText("That is all.")).toBeVisible();
  },
};

/** Keyboard path: the button loads the next page, and focus stays on it for the page after. */
export const KeyboardLoadsMore: Story = {
  render: (args) => <GrowingList onLoadMore={args.onLoadMore} isInfinite={false} total={40} />,
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("region", { name: "Campaigns" })).toHaveFocus();
    await userEvent.tab();
    const button = canvas.getByRole("button", { name: "Load more" });
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(items(canvas)).toBe(20));
    await expect(button).toHaveFocus();
    await userEvent.keyboard(" ");
    await waitFor(() => expect(items(canvas)).toBe(30));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
  },
};

/** Loading: a spinner in the button, and neither the button nor the sentinel asks again. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: /Load more/ });
    await expect(button).toHaveAttribute("data-pending", "true");
    await userEvent.click(button);
    await pause(100);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** The end already within reach when drawn (a short list): the first page is asked for at once. */
export const ShortListLoadsAtOnce: Story = {
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole("button", { name: "Load more" })).toBeEnabled();
  },
};

export const Focused: Story = {
  args: { isInfinite: false },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole("button", { name: "Load more" });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute("data-focus-visible", "true");
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "Load more" });
    await expect(button).toBeDisabled();
    await pause(100);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** No more pages: nothing is drawn. */
export const NoMore: Story = {
  args: { hasMore: false },
  // Nothing is drawn, so there is nothing to compare: the play function proves the absence.
  parameters: { screenshot: { skip: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole("button")).toBeNull();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const Translated: Story = {
  globals: { locale: "de" },
  args: { isInfinite: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Mehr laden" })).toBeVisible();
  },
};

export const LongLabel: Story = {
  args: { isInfinite: false, label: "Show the older donations from the previous months" },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("button", { name: "Show the older donations from the previous months" }),
    ).toBeVisible();
  },
};

/** Idle, loading and disabled, in light and dark. */
export const AllStates: Story = {
  render: () => (
    <div className="cw:flex cw:flex-col cw:gap-2">
      <LoadMore hasMore isInfinite={false} onLoadMore={() => {}} />
      <LoadMore hasMore isInfinite={false} isLoading onLoadMore={() => {}} />
      <LoadMore hasMore isInfinite={false} isDisabled onLoadMore={() => {}} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("button")).toHaveLength(3);
  },
};
