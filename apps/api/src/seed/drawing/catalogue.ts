// Which drawing makes which demo picture: every name the seed uses has its scene (the type
// checks it), each drawn as an SVG of its own size.
import { join } from "node:path";
import { type PictureName, picturesDir } from "../pictures";
import * as clinics from "./scenes/clinics";
import * as hospital from "./scenes/hospital";
import * as learning from "./scenes/learning";
import * as outdoors from "./scenes/outdoors";
import * as portraits from "./scenes/portraits";
import * as rehab from "./scenes/rehab";
import * as together from "./scenes/together";

export const SCENES: Record<PictureName, () => string> = {
  "help-maria-walk-again-1": rehab.rehabilitation,
  "help-maria-walk-again-2": rehab.parkWalk,
  "help-maria-walk-again-3": rehab.therapyBall,
  "nueva-biblioteca-tarifa-1": learning.schoolLibrary,
  "nueva-biblioteca-tarifa-2": learning.bookBoxes,
  "leczenie-dzieci-krakow-1": hospital.childrenWard,
  "leczenie-dzieci-krakow-2": hospital.highFive,
  "sofia-dog-shelter-1": outdoors.winterShelter,
  "sofia-dog-shelter-2": outdoors.dogHug,
  "trees-for-budapest-1": outdoors.treePlanting,
  "trees-for-budapest-2": outdoors.saplingRow,
  "heart-surgery-andrei-1": hospital.afterSurgery,
  "heart-surgery-andrei-2": hospital.checkUp,
  "flood-relief-tarifa-1": together.floodStreet,
  "flood-relief-tarifa-2": together.supplies,
  "lodz-youth-football-1": together.footballTeam,
  "lodz-youth-football-2": together.newKit,
  "plovdiv-community-garden-1": outdoors.communityGarden,
  "oxygen-rural-clinics-1": clinics.ruralClinic,
  "oxygen-rural-clinics-2": clinics.oxygenCare,
  "music-lessons-athens-1": learning.musicLesson,
  "music-lessons-athens-2": learning.instruments,
  "varna-library-ramp-1": learning.libraryRamp,
  "varna-library-ramp-2": learning.readingRoom,
  "runners-for-maria-1": together.marathon,
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
