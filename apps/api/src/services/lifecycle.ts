// Where this server process is in its life, as a load balancer asks it (issue 17): GET /healthz
// says the process answers; GET /readyz says it should be sent traffic. It answers 503 while the
// process starts (migrations, the demo seed, the real-time adapter connecting) and from the moment
// a shutdown begins (server.ts), so a load balancer drains it before it stops accepting; when
// ready, it answers 200 only while every check passes (the database answers, the upload store is
// reachable, the real-time adapter is connected).

export type LifecycleState = "starting" | "ready" | "stopping";

/** A readiness check: resolves when the dependency answers, throws (or times out) otherwise. */
export type ReadinessCheck = () => Promise<void>;

/** How long one check may take before it counts as failed. */
export const CHECK_TIMEOUT_MS = 2_000;

export interface Readiness {
  ready: boolean;
  status: LifecycleState | "unavailable";
  checks: Record<string, "ok" | "failed">;
}

export class Lifecycle {
  private current: LifecycleState;
  private readonly checks = new Map<string, ReadinessCheck>();

  constructor(state: LifecycleState = "ready") {
    this.current = state;
  }

  get state(): LifecycleState {
    return this.current;
  }

  ready(): void {
    if (this.current === "starting") this.current = "ready";
  }

  stopping(): void {
    this.current = "stopping";
  }

  /** Adds (or replaces) a check /readyz runs. */
  addCheck(name: string, check: ReadinessCheck): void {
    this.checks.set(name, check);
  }

  /** Runs every check at once, each bounded by CHECK_TIMEOUT_MS. */
  async readiness(): Promise<Readiness> {
    if (this.current !== "ready") return { ready: false, status: this.current, checks: {} };
    const names = [...this.checks.keys()];
    const results = await Promise.all(
      names.map((name) => within(this.checks.get(name) as ReadinessCheck, CHECK_TIMEOUT_MS)),
    );
    const checks: Record<string, "ok" | "failed"> = {};
    names.forEach((name, i) => {
      checks[name] = results[i] ? "ok" : "failed";
    });
    // A shutdown may have begun while the checks ran.
    const state = this.current as LifecycleState;
    if (state !== "ready") return { ready: false, status: state, checks: {} };
    const ready = results.every(Boolean);
    return { ready, status: ready ? "ready" : "unavailable", checks };
  }
}

/** Whether `check` resolves within `ms`. */
async function within(check: ReadinessCheck, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
    timer.unref();
  });
  try {
    return await Promise.race([check().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
