// The profile stories' people and answers: the contract's example member (Мария Петрова, 42), a
// business built on her, donations public and anonymous, and paged lists.
import type { Donation, User } from "@causeway/api-client";
import { mockExample } from "@causeway/api-client/mocks";

export const maria = mockExample("getUser").response as User;
const exampleDonations = mockExample("listUserDonations").response.donations as Donation[];

/** A cover drawn inline (no story depends on a server's media). */
const COVER = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="765" height="312"><rect width="765" height="312" fill="#2b8a3e"/><circle cx="640" cy="60" r="40" fill="#f6d365"/><path d="M0 250 Q190 170 380 240 T765 220 V312 H0Z" fill="#1c5f2b"/></svg>`,
)}`;

export const business: User = {
  ...maria,
  id: 120,
  username: "zdrowie-fundacja",
  name: "Fundacja Zdrowie",
  only_name: true,
  type: "business",
  bio: "Pomagamy dzieciom w leczeniu od 2009 roku.",
  avatar: null,
  location: { place_id: "ChIJAZ-GmmbMHkcR_NPqiCq-8HI", formatted_address: "Kraków, Poland" },
  personal_info: null,
  business_info: {
    mission: "Każde dziecko zasługuje na leczenie, niezależnie od tego, gdzie mieszka.",
    representative_name: "Anna Nowak",
    bulstat: "0000123456",
    organization: "Fundacja Zdrowie",
    sectors: [],
    organization_size: null,
    cover: { compressed: { path: COVER } },
  },
};

/** The member's donations: one given openly, one anonymously (only they see it). */
export const openDonation = { ...exampleDonations[0], is_anon: false } as Donation;
export const anonymousDonation: Donation = {
  ...openDonation,
  id: 90240,
  is_anon: true,
  amount: 23500,
  date_modified: 1763726400,
  campaign: {
    id: 2077,
    name: "Nueva biblioteca para la escuela de Tarifa",
    url: "nueva-biblioteca-tarifa",
  },
};

export const donationsAnswer = (donations: Donation[]) => ({
  response: { donations, total: donations.length },
});

/** A donation of the paged list, numbered. */
export const numberedDonation = (id: number): Donation => ({
  ...openDonation,
  id,
  amount: id * 100,
  campaign: { ...openDonation.campaign, name: `Campaign ${id}`, url: `campaign-${id}` },
});

/** The profile's user answer. */
export const userAnswer = (user: User) => ({ response: user });

/** A member who is not Мария (the signed-in user of a story that visits her profile). */
export const lucia = {
  getCurrentUser: {
    response: { ...maria, id: 88, username: "lucia.garcia", name: "Lucía García" },
  },
};
