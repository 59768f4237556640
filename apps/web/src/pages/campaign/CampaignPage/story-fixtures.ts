// What the campaign page's stories answer beside the contract's examples: a campaign with photos,
// pages of updates and donations, a campaign in its favour. Pictures are inline SVG, so the
// screenshots do not depend on a network.
import type { Campaign, Donation, Post, User } from "@causeway/api-client";
import { mockExample } from "@causeway/api-client/mocks";

export const campaign = mockExample("fetchCampaign").response as Campaign;
export const me = mockExample("getCurrentUser").response as User;
const examplePosts = mockExample("listCampaignPosts").response.posts as Post[];
const examplePost = examplePosts[0] as Post;
const exampleDonation = (
  mockExample("listCampaignDonations").response.donations as Donation[]
)[0] as Donation;

/** A picture of one colour with a number on it. */
export const picture = (colour: string, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="${colour}"/><text x="200" y="170" font-family="sans-serif" font-size="64" text-anchor="middle" fill="#fff">${label}</text></svg>`,
  )}`;

const COLOURS = ["#2563eb", "#16a34a", "#d97706", "#9333ea", "#dc2626", "#0891b2"];

/** `count` photos, the first the main one. */
export const photos = (count: number): Campaign["images"] =>
  Array.from({ length: count }, (_, index) => {
    const path = picture(COLOURS[index % COLOURS.length] as string, String(index + 1));
    return {
      id: 7000 + index,
      main: index === 0,
      square: { path },
      compressed: { path },
      original: { path },
    };
  });

/** The example campaign with pictures that draw (and a video with no still to fetch). */
export const drawnCampaign: Campaign = {
  ...campaign,
  images: photos(1),
  video: "https://www.twitch.tv/videos/2274031517",
};

/** The contract's updates with pictures that draw. */
export const drawnUpdates = {
  response: {
    posts: examplePosts.map((post) => ({
      ...post,
      image: post.image.map((image, index) => ({
        ...image,
        compressed: { ...image.compressed, path: picture("#0f766e", `U${index + 1}`) },
      })),
    })),
  },
};

export const withCampaign = (patch: Partial<Campaign>) => ({
  response: { ...drawnCampaign, ...patch },
});

/** A member who is not the campaign's owner (the contract's user 42 owns it). */
export const stranger = {
  response: { ...me, id: 77, username: "ivan.ivanov", name: "Иван Иванов" },
};

/** An admin looking at someone else's campaign. */
export const admin = {
  response: { ...me, id: 5, username: "admin", name: "Ada Admin", roles: ["ROLE_ADMIN" as const] },
};

/** The campaign's update number `n` (1 is the newest). */
export const update = (n: number): Post => ({
  ...examplePost,
  id: 9100 + n,
  slug: `update-${n}`,
  url: `/campaign/help-maria-walk-again/update-${n}`,
  title: `Week ${20 - n}: still walking`,
  content: `<p>Update number ${n}: Maria walked a little further today.</p>`,
  raw_content: `Update number ${n}: Maria walked a little further today.`,
  date_added: 1763712000 - n * 86400,
  image: [],
  is_bookmarked: false,
  karma: 10 + n,
});

const DONORS = ["Lucía García", "Jan Kowalski", "Ana Lima", "Nikos Papadopoulos"];

/** The campaign's donation number `n` (1 is the newest); every third one anonymous. */
export const donation = (n: number): Donation => {
  const anonymous = n % 3 === 0;
  const name = DONORS[n % DONORS.length] as string;
  return {
    ...exampleDonation,
    id: 91000 + n,
    is_anon: anonymous,
    donator: anonymous
      ? null
      : { id: 300 + n, name, username: name.toLowerCase().replace(/\s+/g, "."), avatar: null },
    amount: 1000 * n + 500,
    date_modified: 1763640000 - n * 3600 * 7,
  };
};

/** A page answer of the posts list from the request's offset and limit, of `total` updates. */
export const pagedUpdates =
  (total: number) =>
  ({ request }: { request: Request }) => {
    const query = new URL(request.url).searchParams;
    const offset = Number(query.get("offset") ?? 0);
    const limit = Number(query.get("limit") ?? 8);
    const count = Math.max(0, Math.min(limit, total - offset));
    return Response.json({
      response: { posts: Array.from({ length: count }, (_, i) => update(offset + i + 1)) },
    });
  };

/** A page answer of the donations list from the request's offset and limit, of `total`. */
export const pagedDonations =
  (total: number) =>
  ({ request }: { request: Request }) => {
    const query = new URL(request.url).searchParams;
    const offset = Number(query.get("offset") ?? 0);
    const limit = Number(query.get("limit") ?? 8);
    const count = Math.max(0, Math.min(limit, total - offset));
    return Response.json({
      response: {
        donations: Array.from({ length: count }, (_, i) => donation(offset + i + 1)),
        total,
      },
    });
  };

/** A campaign raising money for this one. */
export const runners: Campaign = {
  ...campaign,
  id: 3090,
  name: "Runners for Maria's son",
  url: "runners-for-maria",
  images: photos(3).slice(2),
  video: null,
  donated_amount: 182000,
  total_amount: 500000,
  donations_count: "37",
  urgent: false,
  trust_club: false,
};

export const inFavour = { response: { campaigns: [runners], total: 1 } };

export const failing = () => Response.json({ code: 500, message: "Server error" }, { status: 500 });
