import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { Badge } from "../Badge";
import { Card, CardBody, CardFooter, CardHeader, CardMedia } from "./Card";

const cover = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#8ecae6"/><circle cx="12" cy="3" r="1.5" fill="#ffb703"/><path d="M0 9 L5 4 L9 8 L11 6 L16 9 Z" fill="#219ebc"/></svg>',
)}`;

const meta = {
  title: "UI/Card",
  component: Card,
  args: { children: null },
  render: (args) => (
    <div className="cw:w-80">
      <Card {...args}>
        <CardMedia>
          <img src={cover} alt="" />
        </CardMedia>
        <CardHeader title="Help Ana walk again" description="Medical · Plovdiv" />
        <CardBody>€3,250 raised of €5,000 by 48 donors.</CardBody>
        <CardFooter>
          <Badge variant="success" size="sm">
            Verified
          </Badge>
        </CardFooter>
      </Card>
    </div>
  ),
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A static card: not focusable, no role. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Help Ana walk again")).toBeVisible();
    await expect(canvas.queryByRole("link")).not.toBeInTheDocument();
  },
};

/** The whole card is one link, reached with Tab, with a visible focus ring. */
export const AsLink: Story = {
  args: { href: "#campaign" },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole("link", { name: /Help Ana walk again/ });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute("data-focus-visible", "true");
  },
};

/** The whole card is one button: Enter and Space press it. */
export const AsButton: Story = {
  args: { onPress: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole("button", { name: /Help Ana walk again/ });
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const LongText: Story = {
  render: () => (
    <div className="cw:w-72">
      <Card>
        <CardHeader
          title="Urgent surgery and six months of rehabilitation for Ana after the accident in Plovdiv"
          description="Medical · Plovdiv · created by Maria Ivanova on behalf of her daughter"
          action={
            <Badge variant="warning" size="sm">
              Pending
            </Badge>
          }
        />
        <CardBody>
          Donations pay for the operation at the university hospital, the physiotherapy afterwards
          and the wheelchair Ana needs until she can walk on her own again.
        </CardBody>
      </Card>
    </div>
  ),
};

/** Static, link (focused) and button cards, in light and dark. */
export const AllStates: Story = {
  render: () => (
    <div className="cw:grid cw:grid-cols-3 cw:gap-6 cw:p-2">
      <Card>
        <CardHeader title="Static" description="No interaction" />
        <CardBody>Body text.</CardBody>
        <CardFooter>Footer</CardFooter>
      </Card>
      <Card href="#a">
        <CardMedia>
          <img src={cover} alt="" />
        </CardMedia>
        <CardHeader title="Link" description="Focused" />
        <CardBody>Body text.</CardBody>
      </Card>
      <Card onPress={() => {}}>
        <CardHeader title="Button" description="Pressable" />
        <CardBody>Body text.</CardBody>
      </Card>
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: /Link/ })).toHaveFocus();
  },
};
