import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";

const meta = {
  title: "Web/Pages/Content/Success story",
  component: PageStory,
  args: { path: "/success-stories/lodz-youth-football" },
  parameters: {
    layout: "fullscreen",
    screenshot: { target: "content", fullHeight: true },
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = async (canvas: HTMLElement) => within(await within(canvas).findByRole("main"));

/**
 * One success story: its heading, its title in the tab, the way back to the list, and the
 * campaign's own page when the story is one of the demo world's campaigns.
 */
function successStory(id: string, heading: string, campaign: string | null): Story {
  return {
    args: { path: `/success-stories/${id}` },
    play: async ({ canvasElement }) => {
      const page = await main(canvasElement);
      await expect(await page.findByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getAllByRole("heading", { level: 1 })).toHaveLength(1);
      await waitFor(() => expect(document.title).toBe(`${heading} · Causeway`));
      await expect(page.getByRole("link", { name: "All success stories" })).toHaveAttribute(
        "href",
        "/success-stories",
      );
      const link = page.queryByRole("link", { name: "See the campaign" });
      if (campaign) await expect(link).toHaveAttribute("href", `/campaign/${campaign}`);
      else await expect(link).toBeNull();
      await expect(page.getByRole("link", { name: "Start your own campaign" })).toHaveAttribute(
        "href",
        "/campaign/create",
      );
    },
  };
}

export const LodzYouthFootball = successStory(
  "lodz-youth-football",
  "New kit for the Łódź youth football team",
  "lodz-youth-football",
);
export const FloodReliefTarifa = successStory(
  "flood-relief-tarifa",
  "Flood relief for Tarifa families",
  "flood-relief-tarifa",
);
export const HipSurgeryPlovdiv = successStory(
  "hip-surgery-plovdiv",
  "A new hip for grandmother Vera",
  null,
);
export const SchoolBusMaramures = successStory(
  "school-bus-maramures",
  "A school minibus for a village in Maramureș",
  null,
);
export const AnimalRescueThessaloniki = successStory(
  "animal-rescue-thessaloniki",
  "Vet bills for a Thessaloniki animal rescue",
  null,
);
export const WheelchairVanDebrecen = successStory(
  "wheelchair-van-debrecen",
  "An accessible van for Bence",
  null,
);
export const BakeryAfterFirePorto = successStory(
  "bakery-after-fire-porto",
  "Rebuilding the corner bakery in Porto",
  null,
);
export const RehabilitationLviv = successStory(
  "rehabilitation-lviv",
  "Rehabilitation for Sofiia in Lviv",
  null,
);
export const TheatreRoofLeipzig = successStory(
  "theatre-roof-leipzig",
  "A new roof for a youth theatre in Leipzig",
  null,
);
export const CancerTreatmentIzmir = successStory(
  "cancer-treatment-izmir",
  "Cancer treatment for Murat",
  null,
);
export const FoodBankNapoli = successStory(
  "food-bank-napoli",
  "A winter of meals for a Naples food bank",
  null,
);
export const GuideDogLyon = successStory("guide-dog-lyon", "A guide dog for Camille", null);

/** A story that does not exist is the 404 page. */
export const UnknownStory: Story = {
  args: { path: "/success-stories/no-such-story" },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "This page does not exist" }),
    ).toBeVisible();
  },
};
