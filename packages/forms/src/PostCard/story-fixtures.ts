// Posts for the PostCard stories: the contract's example post (Мария's, with karma and comments)
// and variations, with pictures drawn inline so no story depends on a server's media.
import type { Post } from "@causeway/api-client";

const picture = (sky: string, ground: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480"><rect width="640" height="480" fill="${sky}"/><circle cx="320" cy="210" r="90" fill="#e59a3c"/><rect y="330" width="640" height="150" fill="${ground}"/></svg>`,
  )}`;

export const PICTURES = [
  picture("#7cb7e8", "#3b6e3a"),
  picture("#f4d7a1", "#6b8e23"),
  picture("#c3b1e1", "#2f4f4f"),
];

export const MARIA = { id: 42, username: "maria.petrova", name: "Мария Петрова", avatar: null };
export const LUCIA = { id: 88, username: "lucia.garcia", name: "Lucía García", avatar: null };

export const POST: Post = {
  id: 9001,
  slug: "first-week-of-rehabilitation",
  url: "/campaign/help-maria-walk-again/first-week-of-rehabilitation",
  title: "Първа седмица рехабилитация",
  content:
    "<p>Благодарим на всички! Мария вече прави първите си крачки с проходилка и с <strong>огромна</strong> усмивка.</p><ul><li>Пет сесии физиотерапия</li><li>Нови обувки</li></ul>",
  raw_content:
    "Благодарим на всички! Мария вече прави първите си крачки с проходилка и с огромна усмивка. Пет сесии физиотерапия Нови обувки",
  date_added: 1763712000,
  edited: false,
  user: MARIA,
  image: PICTURES.slice(0, 2).map((path, index) => ({
    id: 5530 + index,
    compressed: { path, width: 640, height: 480 },
  })),
  karma: 57,
  is_karmed: false,
  is_bookmarked: false,
  is_reported: false,
  is_anonymous: false,
  comments: 6,
  campaign: { id: 1042, name: "Help Maria walk again", url: "help-maria-walk-again", cover: null },
};

/** A post whose text tries everything a hostile writer might. */
export const HOSTILE_POST: Post = {
  ...POST,
  id: 9002,
  slug: "hostile",
  title: "<img src=x onerror=alert(1)> A title",
  content:
    '<p>Hello <script>window.pwned = 1</script><b>world</b> <a href="javascript:window.pwned=1">click me</a> <img src="x" onerror="window.pwned=1"> <a href="https://example.org/news">news</a></p><h2 onclick="window.pwned=1">A heading</h2><iframe src="https://evil.example"></iframe>',
  raw_content: "Hello world click me news A heading",
  image: [],
};

export const VIEWER_LUCIA = { id: 88, isAdmin: false, name: "Lucía García" };
export const VIEWER_MARIA = { id: 42, isAdmin: false, name: "Мария Петрова" };
export const VIEWER_ADMIN = { id: 1, isAdmin: true, name: "Admin" };
