import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { Link } from "./Link";

const meta = {
  title: "UI/Link",
  component: Link,
  args: { href: "#rules", children: "withdrawal rules" },
  argTypes: { variant: { control: "inline-radio", options: ["inline", "standalone"] } },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p className="cw:w-80 cw:text-sm cw:text-fg">
      Before you ask for a transfer, read the <Link {...args} /> and prepare your invoices.
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "withdrawal rules" })).toHaveAttribute(
      "href",
      "#rules",
    );
  },
};

export const Standalone: Story = { args: { variant: "standalone", children: "Read the rules" } };

export const Focused: Story = {
  args: { variant: "standalone", children: "Read the rules" },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole("link", { name: "Read the rules" });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute("data-focus-visible", "true");
  },
};

/** An external link: new tab, icon, and the spoken "(opens in a new tab)". */
export const External: Story = {
  args: {
    href: "https://example.org/help",
    isExternal: true,
    children: "Help centre",
    variant: "standalone",
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Help centre (opens in a new tab)" });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  },
};

export const ExternalTranslated: Story = {
  globals: { locale: "fr" },
  args: { href: "https://example.org/aide", isExternal: true, children: "Centre d’aide" },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("link", { name: "Centre d’aide (s’ouvre dans un nouvel onglet)" }),
    ).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, variant: "standalone", children: "Download certificate" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Download certificate" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

export const LongText: Story = {
  render: (args) => (
    <p className="cw:w-64 cw:text-sm cw:text-fg">
      <Link {...args} isExternal>
        Terms and conditions of the payment warranty for donors and campaign organisers
      </Link>
    </p>
  ),
};

export const AllStates: Story = {
  render: () => (
    <div className="cw:flex cw:flex-col cw:items-start cw:gap-3 cw:text-sm">
      <p>
        Inline <Link href="#a">link in text</Link>.
      </p>
      <Link href="#b" variant="standalone">
        Standalone
      </Link>
      <Link href="https://example.org" isExternal>
        External inline
      </Link>
      <Link href="https://example.org" variant="standalone" isExternal>
        External standalone
      </Link>
      <Link href="#c" isDisabled variant="standalone">
        Disabled
      </Link>
    </div>
  ),
};
