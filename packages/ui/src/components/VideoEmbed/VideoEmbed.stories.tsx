import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { VideoEmbed } from "./VideoEmbed";

const meta = {
  title: "UI/VideoEmbed",
  component: VideoEmbed,
  args: { source: { provider: "youtube", id: "dQw4w9WgXcQ" }, title: "Maya's first steps" },
  render: (args) => (
    <div className="cw:w-[480px]">
      <VideoEmbed {...args} />
    </div>
  ),
} satisfies Meta<typeof VideoEmbed>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing is loaded from the video site until the viewer presses play. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("button", { name: "Play video: Maya's first steps" }),
    ).toBeVisible();
    await expect(canvas.queryByTitle("Maya's first steps")).toBeNull();
  },
};

export const PlaysOnKeyboard: Story = {
  // The player comes from the video site, which this offline test machine cannot reach.
  parameters: { screenshot: { skip: true } },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: /Play video/ })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const frame = canvas.getByTitle("Maya's first steps");
    await expect(frame.getAttribute("src")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0",
    );
  },
};

export const TwitchAutoplayPreview: Story = {
  args: {
    source: { provider: "twitch", kind: "video", id: "1234567890" },
    autoplay: true,
    title: "Charity stream",
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvas }) => {
    const src = canvas.getByTitle("Charity stream").getAttribute("src") ?? "";
    await expect(src).toContain("player.twitch.tv/?video=v1234567890");
    await expect(src).toContain(`parent=${window.location.hostname}`);
    await expect(src).toContain("autoplay=true");
  },
};

export const UnnamedVideo: Story = {
  args: { title: undefined, source: { provider: "youtube", id: "dQw4w9WgXcQ" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Play video" })).toBeVisible();
  },
};

export const InvalidLink: Story = {
  args: { source: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("This video link is not supported")).toBeVisible();
  },
};

export const Translated: Story = {
  globals: { locale: "de" },
  args: { title: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Video abspielen" })).toBeVisible();
  },
};

export const AllStates: Story = {
  render: () => (
    <div className="cw:grid cw:w-[640px] cw:grid-cols-2 cw:gap-4">
      <VideoEmbed source={{ provider: "youtube", id: "dQw4w9WgXcQ" }} title="A campaign video" />
      <VideoEmbed source={{ provider: "twitch", kind: "clip", id: "FunnyClipSlug" }} />
      <VideoEmbed source={null} />
    </div>
  ),
};
