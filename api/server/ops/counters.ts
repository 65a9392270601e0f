/**
 * Counts the metrics read from code that has no server at hand: open event streams per database (two
 * apps in one test process stay apart) and workflow engine steps per process.
 */
const openStreams = new WeakMap<object, number>();
let engineSteps = 0;

/** One more (or, with -1, one fewer) event stream open on this database's server. */
export function countEventStream(db: object, delta: 1 | -1): void {
  openStreams.set(db, Math.max(0, (openStreams.get(db) ?? 0) + delta));
}

export function openEventStreams(db: object): number {
  return openStreams.get(db) ?? 0;
}

/** A workflow engine step saved (an instance's state moved on). */
export function countEngineStep(): void {
  engineSteps += 1;
}

export function engineStepsSoFar(): number {
  return engineSteps;
}
