import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { SimpleTabs, type SimpleTabsProps } from "./SimpleTabs";

type Kind = "bank" | "campaign";

function Host(props: Partial<SimpleTabsProps<Kind>>) {
  const [selected, setSelected] = useState<Kind>(props.selected ?? "bank");
  return (
    <SimpleTabs<Kind>
      label="Withdraw to"
      tabs={[
        { id: "bank", label: "Bank account" },
        { id: "campaign", label: "Another campaign" },
      ]}
      {...props}
      selected={selected}
      onChange={(id) => {
        setSelected(id);
        props.onChange?.(id);
      }}
      className="cw:w-96"
    >
      {selected === "bank" ? (
        <p>Send the money to a provider's IBAN.</p>
      ) : (
        <p>Move it to another campaign.</p>
      )}
    </SimpleTabs>
  );
}

const meta = {
  title: "UI/SimpleTabs",
  component: Host,
  args: { onChange: fn() },
} satisfies Meta<typeof Host>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One tab stop; the arrow keys move and select; the panel is named by its tab. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const bank = canvas.getByRole("tab", { name: "Bank account" });
    const campaign = canvas.getByRole("tab", { name: "Another campaign" });
    await expect(canvas.getByRole("tablist", { name: "Withdraw to" })).toBeVisible();
    await expect(bank).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel", { name: "Bank account" })).toHaveTextContent(/IBAN/);
    await userEvent.tab();
    await expect(bank).toHaveFocus();
    await expect(campaign).toHaveAttribute("tabindex", "-1");
    await userEvent.keyboard("{ArrowRight}");
    await expect(campaign).toHaveFocus();
    await expect(campaign).toHaveAttribute("aria-selected", "true");
    await expect(args.onChange).toHaveBeenLastCalledWith("campaign");
    await expect(canvas.getByRole("tabpanel", { name: "Another campaign" })).toBeVisible();
    await userEvent.keyboard("{ArrowRight}");
    await expect(bank).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(campaign).toHaveAttribute("aria-selected", "true");
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("tab", { name: "Another campaign" })).toBeDisabled();
  },
};
