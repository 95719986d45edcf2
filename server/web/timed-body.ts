// A page body that changes by itself at expiresAt (the home page: a "new" badge runs out, the day turns; the
// admission pages: a round's window opens or closes). null: it changes only when the site is written to.
import type { ComponentChildren } from 'preact';

export class TimedBody {
  constructor(
    readonly children: ComponentChildren,
    readonly expiresAt: Date | null,
  ) {}
}
