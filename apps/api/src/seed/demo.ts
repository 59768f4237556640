import type { Deps } from "../context";

export async function seedDemo(deps: Deps): Promise<void> {
  deps.log.info("seed: nothing yet");
}
