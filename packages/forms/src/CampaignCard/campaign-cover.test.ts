import { describe, expect, it } from "vitest";
import { campaignCover, campaignState, fundedPercent, videoThumbnail } from "./campaign-cover";

const image = (id: number, main: boolean) => ({
  id,
  main,
  square: { path: `/s/${id}.jpg` },
  compressed: { path: `/c/${id}.jpg` },
  original: { path: `/o/${id}.jpg` },
});

describe("campaignCover", () => {
  it("takes the main image first", () => {
    expect(campaignCover({ images: [image(1, false), image(2, true)], video: null })).toBe(
      "/c/2.jpg",
    );
  });
  it("else the first image, in the asked size", () => {
    expect(
      campaignCover({ images: [image(1, false), image(2, false)], video: null }, "square"),
    ).toBe("/s/1.jpg");
  });
  it("else the video's thumbnail", () => {
    expect(
      campaignCover({ images: [], video: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" }),
    ).toBe("https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg");
    expect(videoThumbnail("https://www.twitch.tv/SomeChannel")).toBe(
      "https://static-cdn.jtvnw.net/previews-ttv/live_user_somechannel-640x360.jpg",
    );
  });
  it("else null (the not-found image)", () => {
    expect(campaignCover({ images: [], video: null })).toBeNull();
    expect(campaignCover({ images: [], video: "https://vimeo.com/1" })).toBeNull();
    expect(videoThumbnail("https://www.twitch.tv/videos/123456")).toBeNull();
  });
});

describe("campaignState", () => {
  const base = { finished: false, successful: false, active: false };
  it("reads finished, successful, active, inactive in that order", () => {
    expect(campaignState({ ...base, finished: true, successful: true })).toBe("FINISHED");
    expect(campaignState({ ...base, successful: true, active: true })).toBe("SUCCESSFUL");
    expect(campaignState({ ...base, active: true })).toBe("ACTIVE");
    expect(campaignState(base)).toBe("INACTIVE");
  });
});

describe("fundedPercent", () => {
  it("floors and caps at 100", () => {
    expect(fundedPercent(1834050, 2500000)).toBe(73);
    expect(fundedPercent(3000, 2000)).toBe(100);
    expect(fundedPercent(0, 0)).toBe(0);
    expect(fundedPercent(1, 0)).toBe(100);
  });
});
