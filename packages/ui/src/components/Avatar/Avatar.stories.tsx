import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { Avatar } from "./Avatar";

/** A small picture drawn in the browser, so stories never depend on the network. */
const photo = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#2a9d8f"/><circle cx="20" cy="16" r="7" fill="#f4e9d8"/><rect x="8" y="26" width="24" height="14" rx="7" fill="#f4e9d8"/></svg>',
)}`;

const meta = {
  title: "UI/Avatar",
  component: Avatar,
  args: { name: "Maria Ivanova", size: "md" },
  argTypes: { size: { control: "inline-radio", options: ["xs", "sm", "md", "lg", "xl"] } },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  args: { src: photo },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "Maria Ivanova" })).toHaveAttribute("src", photo);
  },
};

/** No picture: the initials, on a colour chosen from the name, and the name for screen readers. */
export const Initials: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole("img", { name: "Maria Ivanova" });
    await expect(avatar).toHaveTextContent("MI");
    await expect(avatar).toHaveAttribute("data-content", "initials");
  },
};

/** A picture that fails to load falls back to the initials. */
export const BrokenImage: Story = {
  args: { src: "/this-image-does-not-exist.png", name: "Ана Петрова" },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole("img", { name: "Ана Петрова" })).toHaveTextContent("АП"),
    );
  },
};

/** The user's `default_avatar_color` wins over the colour derived from the name. */
export const ChosenColor: Story = {
  args: { color: "warning" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "Maria Ivanova" })).toHaveAttribute(
      "data-color",
      "warning",
    );
  },
};

/** No name and no picture: a neutral person icon, hidden from screen readers. */
export const NoName: Story = {
  args: { name: undefined },
  play: async ({ canvasElement }) => {
    const avatar = canvasElement.querySelector('[data-slot="avatar"]');
    await expect(avatar).toHaveAttribute("data-content", "icon");
    await expect(avatar).toHaveAttribute("aria-hidden", "true");
  },
};

/** Sizes, colours, the image, initials in several scripts and the icon, in light and dark. */
export const AllStates: Story = {
  render: () => (
    <div className="cw:flex cw:flex-col cw:gap-4">
      <div className="cw:flex cw:items-center cw:gap-3">
        {(["xs", "sm", "md", "lg", "xl"] as const).map((size) => (
          <Avatar key={size} size={size} name="Maria Ivanova" />
        ))}
      </div>
      <div className="cw:flex cw:items-center cw:gap-3">
        {(["brand", "info", "success", "warning", "danger", "neutral"] as const).map((color) => (
          <Avatar key={color} color={color} name={`${color} Avatar`} size="lg" />
        ))}
      </div>
      <div className="cw:flex cw:items-center cw:gap-3">
        <Avatar src={photo} name="Photo" size="lg" />
        <Avatar name="Γιώργος Παπαδόπουλος" size="lg" />
        <Avatar name="İsmail Yılmaz" size="lg" />
        <Avatar name="Help & Hope Foundation" size="lg" />
        <Avatar size="lg" />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "Γιώργος Παπαδόπουλος" })).toHaveTextContent("ΓΠ");
  },
};
