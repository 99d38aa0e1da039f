/**
 * Sandbox only: the answers of live graphic codes, so that browser suites (which cannot read a
 * picture) can sign in through the real flow. Kept in memory, bounded, never in the database.
 */
export class CaptchaAnswers {
  private readonly answers = new Map<string, { answer: string; expiresAt: number }>();

  constructor(private readonly capacity = 2000) {}

  remember(key: string, answer: string, expiresAt: number): void {
    this.answers.set(key, { answer, expiresAt });
    if (this.answers.size > this.capacity) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
  }

  /** The answer while the code is live and unused; null otherwise. */
  answerOf(key: string, now = Date.now()): string | null {
    const entry = this.answers.get(key);
    if (!entry || entry.expiresAt <= now) return null;
    return entry.answer;
  }

  /** A used code cannot be answered again. */
  forget(key: string): void {
    this.answers.delete(key);
  }
}
