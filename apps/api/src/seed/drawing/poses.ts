// How the people of the demo pictures stand: a pose is where the joints are, in the coordinates of a
// standing adult 340 units tall with the origin between the feet.

export type P = [number, number];

export interface Pose {
  /** How high the hips are (178 standing, lower sitting or kneeling). */
  hip: number;
  /** Sideways shift of the chest (a lean). */
  lean: number;
  /** Elbow and hand, left and right. */
  armL: [P, P];
  armR: [P, P];
  /** Knee and foot. */
  legL: [P, P];
  legR: [P, P];
}

/** Standing, arms down. */
export const stand = (): Pose => ({
  hip: 178,
  lean: 0,
  armL: [
    [-40, -218],
    [-42, -160],
  ],
  armR: [
    [40, -218],
    [42, -160],
  ],
  legL: [
    [-15, -92],
    [-17, 0],
  ],
  legR: [
    [15, -92],
    [17, 0],
  ],
});

/** Walking: legs apart, arms swinging. */
export const walk = (): Pose => ({
  ...stand(),
  armL: [
    [-44, -222],
    [-56, -170],
  ],
  armR: [
    [38, -220],
    [30, -164],
  ],
  legL: [
    [-24, -92],
    [-40, 0],
  ],
  legR: [
    [12, -90],
    [30, -4],
  ],
});

/** Running: a long stride, elbows bent. */
export const run = (): Pose => ({
  hip: 176,
  lean: 6,
  armL: [
    [-46, -236],
    [-30, -266],
  ],
  armR: [
    [44, -214],
    [60, -238],
  ],
  legL: [
    [-26, -92],
    [-52, -52],
  ],
  legR: [
    [30, -98],
    [34, 0],
  ],
});

/** Sitting on a seat about 110 high, seen from the front. */
export const sit = (): Pose => ({
  hip: 120,
  lean: 0,
  armL: [
    [-42, -160],
    [-24, -128],
  ],
  armR: [
    [42, -160],
    [24, -128],
  ],
  legL: [
    [-20, -104],
    [-22, 0],
  ],
  legR: [
    [20, -104],
    [22, 0],
  ],
});

/** Sitting up in bed: the legs under the blanket. */
export const sitUp = (): Pose => ({
  ...sit(),
  legL: [
    [-16, -112],
    [-16, -104],
  ],
  legR: [
    [16, -112],
    [16, -104],
  ],
});

/** On one knee. */
export const kneel = (): Pose => ({
  hip: 118,
  lean: 0,
  armL: [
    [-42, -160],
    [-36, -104],
  ],
  armR: [
    [42, -160],
    [40, -104],
  ],
  legL: [
    [-16, -12],
    [-20, -6],
  ],
  legR: [
    [24, -70],
    [28, 0],
  ],
});

/** A pose with the arms changed: hands raised, held out or holding something in front. */
export function withArms(pose: Pose, arms: "up" | "wave" | "hold" | "reach" | "hips"): Pose {
  const s = 178 - pose.hip;
  const y = (v: number) => v + s;
  const set = {
    up: {
      armL: [
        [-52, y(-310)],
        [-58, y(-372)],
      ],
      armR: [
        [52, y(-310)],
        [58, y(-372)],
      ],
    },
    wave: {
      armL: pose.armL,
      armR: [
        [58, y(-290)],
        [62, y(-350)],
      ],
    },
    hold: {
      armL: [
        [-40, y(-214)],
        [-16, y(-190)],
      ],
      armR: [
        [40, y(-214)],
        [16, y(-190)],
      ],
    },
    reach: {
      armL: pose.armL,
      armR: [
        [62, y(-246)],
        [100, y(-236)],
      ],
    },
    hips: {
      armL: [
        [-56, y(-220)],
        [-28, y(-184)],
      ],
      armR: [
        [56, y(-220)],
        [28, y(-184)],
      ],
    },
  }[arms] as Pick<Pose, "armL" | "armR">;
  return { ...pose, ...set };
}
