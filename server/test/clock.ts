/**
 * A shop's clock in the suites: the system's time until a test sets it, then still until the
 * test moves it, so that a test crosses a window (a resend gap, a code's life) at an exact
 * moment however long its calls take. The shop's fixture lets it go after each test.
 */
export class TestClock {
  private fixed: number | null = null;

  /** The shop's Clock (lib/clock.ts). */
  readonly now = (): number => this.fixed ?? Date.now();

  /** Holds the clock at `at`; returns it. */
  set(at: number): number {
    this.fixed = at;
    return at;
  }

  /** Moves a held clock (or the system's time, holding it then) on by `ms`; returns the new time. */
  advance(ms: number): number {
    return this.set(this.now() + ms);
  }

  /** Back to the system's time. */
  release(): void {
    this.fixed = null;
  }
}
