// The admission rounds, read from the database once and kept until the site changes (a round is written through
// the publish step, which every process hears). Few rows: the whole table is the cache. Which round is open is
// decided at each call from the injectable clock, never cached.
import { AdmissionRound } from '../../db/models/index.js';
import { nextRoundFor, openRoundFor, type Round } from '../../domain/rounds.js';
import type { TrackCode } from '../../domain/programs.js';
import { now } from '../../domain/clock.js';
import type { SiteChanges } from '../cache/site-events.js';
import { changedTopics, isStale } from '../cache/topics.js';

export class RoundStore {
  private current: Promise<Round[]> | null = null;

  constructor(events: SiteChanges) {
    events.subscribe((what) => {
      if (what !== 'clock' && isStale(['rounds'], changedTopics(what))) this.current = null;
    });
  }

  /** Every round, the earliest window first. */
  all(): Promise<Round[]> {
    this.current ??= AdmissionRound.findAll({
      order: [
        ['applyStartAt', 'ASC'],
        ['id', 'ASC'],
      ],
    }).then(
      (rows) => rows.map((r) => r.toRound()),
      (err) => {
        this.current = null;
        throw err;
      },
    );
    return this.current;
  }

  async byId(id: number): Promise<Round | null> {
    return (await this.all()).find((r) => r.id === id) ?? null;
  }

  /** The round open for the track now, and the next one to open (for the closed page). */
  async forTrack(track: TrackCode, at = now()): Promise<{ open: Round | null; next: Round | null }> {
    const rounds = await this.all();
    return { open: openRoundFor(rounds, track, at), next: nextRoundFor(rounds, track, at) };
  }
}
