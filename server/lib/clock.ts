/**
 * Where the server reads the time, in milliseconds since the epoch: the system's clock in the
 * shop, a clock the suite moves in its tests (server/test/clock.ts), so that a window of
 * seconds is crossed exactly, however fast the test runs.
 */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
