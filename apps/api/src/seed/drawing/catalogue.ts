// Which drawing makes which demo picture: every name the seed uses has its scene (the type
// checks it), each drawn as an SVG of its own size.
import { join } from "node:path";
import { type PictureName, picturesDir } from "../pictures";
import * as care from "./scenes/care";
import * as community from "./scenes/community";
import * as portraits from "./scenes/portraits";

export const SCENES: Record<PictureName, () => string> = {
  "help-maria-walk-again-1": care.rehabilitation,
  "help-maria-walk-again-2": care.parkWalk,
  "help-maria-walk-again-3": care.therapyBall,
  "nueva-biblioteca-tarifa-1": community.schoolLibrary,
  "nueva-biblioteca-tarifa-2": community.bookBoxes,
  "leczenie-dzieci-krakow-1": care.childrenWard,
  "leczenie-dzieci-krakow-2": care.highFive,
  "sofia-dog-shelter-1": community.winterShelter,
  "sofia-dog-shelter-2": community.dogHug,
  "trees-for-budapest-1": community.treePlanting,
  "trees-for-budapest-2": community.saplingRow,
  "heart-surgery-andrei-1": care.afterSurgery,
  "heart-surgery-andrei-2": care.checkUp,
  "flood-relief-tarifa-1": community.floodStreet,
  "flood-relief-tarifa-2": community.supplies,
  "lodz-youth-football-1": community.footballTeam,
  "lodz-youth-football-2": community.newKit,
  "plovdiv-community-garden-1": community.communityGarden,
  "oxygen-rural-clinics-1": care.ruralClinic,
  "oxygen-rural-clinics-2": care.oxygenCare,
  "music-lessons-athens-1": community.musicLesson,
  "music-lessons-athens-2": community.instruments,
  "varna-library-ramp-1": community.libraryRamp,
  "varna-library-ramp-2": community.readingRoom,
  "runners-for-maria-1": community.marathon,
  "avatar-admin": portraits.avatarAdmin,
  "avatar-superadmin": portraits.avatarSuperadmin,
  "avatar-maria.petrova": portraits.avatarMaria,
  "avatar-lucia.garcia": portraits.avatarLucia,
  "avatar-anna.nowak": portraits.avatarAnna,
  "avatar-ion.popescu": portraits.avatarIon,
  "avatar-zdrowie-fundacja": portraits.logoHealth,
  "avatar-zold-jovo": portraits.logoGreen,
  "cover-zdrowie-fundacja": portraits.coverHealth,
};

/** The size an SVG declares. */
export function svgSize(svg: string): { width: number; height: number } {
  const match = /<svg[^>]*\swidth="(\d+)"[^>]*\sheight="(\d+)"/.exec(svg);
  if (!match) throw new Error("an SVG without its size");
  return { width: Number(match[1]), height: Number(match[2]) };
}

/** Where the guest home's hero picture goes: the web app's home page folder. */
export const HERO_FILE = join(picturesDir(), "../../web/src/pages/home/hero.svg");
