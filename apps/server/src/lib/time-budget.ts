/**
 * A time budget for a loop over user input: reading a file, filling a template, converting a workbook.
 * The loop calls {@link TimeBudget.tick} once per step (a token, a row, a tag); past the deadline the
 * step throws {@link OutOfTimeError}, which the route answers as a 422 naming the file.
 */
export class TimeBudget {
  readonly deadline: number;
  private steps = 0;
  private spent = false;

  constructor(
    readonly seconds: number,
    start = Date.now(),
  ) {
    this.deadline = start + seconds * 1000;
  }

  /**
   * Cheap enough for the innermost loop: the clock is read once every 256 steps. A spent budget throws
   * at every step after, so a library that catches one error per step (docxtemplater collects them)
   * still gets through the rest at once.
   */
  tick(): void {
    this.steps = (this.steps + 1) & 255;
    if (this.steps === 0 || this.spent) this.check();
  }

  /** Reads the clock now (before and after a step that may take long by itself, such as inflating). */
  check(): void {
    if (this.spent || Date.now() > this.deadline) {
      this.spent = true;
      throw new OutOfTimeError(this.seconds);
    }
  }
}

/** A loop ran past its {@link TimeBudget}. */
export class OutOfTimeError extends Error {
  constructor(readonly seconds: number) {
    super(`the work took longer than ${seconds} s`);
  }

  /** The budget's error inside `error`, or null: a library may wrap what a callback threw. */
  static within(error: unknown, depth = 0): OutOfTimeError | null {
    if (error instanceof OutOfTimeError) return error;
    if (depth > 3 || !error || typeof error !== 'object') return null;
    const props = (error as { properties?: { rootError?: unknown; errors?: unknown[] } }).properties;
    for (const inner of [props?.rootError, ...(props?.errors ?? [])]) {
      const found = OutOfTimeError.within(inner, depth + 1);
      if (found) return found;
    }
    return null;
  }
}
