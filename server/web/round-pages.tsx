// The public pages that show the admission rounds: 모집요강 (/entrance/recruit), the China MBA guide (/china/info_4)
// and the home page's round block. Each body lives in the page cache only until the rounds read differently (a
// window opens or closes, results come out, a round's registration ends) and, with a D-day, until Seoul midnight.
import type { TrackCode } from '../../domain/programs.js';
import { now } from '../../domain/clock.js';
import { termLabel } from '../../domain/programs.js';
import { nextRoundFor, openRoundFor, roundName, type Round } from '../../domain/rounds.js';
import { dDayExpires, earlierOf, listedRounds, nextRoundChange } from '../../domain/round-schedule.js';
import { scheduleSection } from '../../public-web/content/round-schedule.js';
import type { HomeRounds } from '../../public-web/views/home-round.js';
import type { RoundStore } from '../rounds/store.js';
import type { Section } from '../../public-web/content/types.js';

interface TrackSchedule {
  listed: Round[];
  /** The round the page names first: the open one, else the next to open. */
  current: Round | null;
  open: Round | null;
  next: Round | null;
  expiresAt: Date | null;
}

async function trackSchedule(store: RoundStore, track: TrackCode, at: Date): Promise<TrackSchedule> {
  const all = await store.all();
  const mine = all.filter((r) => r.tracks.some((t) => t.track === track));
  const open = openRoundFor(mine, track, at);
  const next = nextRoundFor(mine, track, at);
  return {
    listed: listedRounds(mine, track, at),
    current: open ?? next,
    open,
    next,
    expiresAt: nextRoundChange(mine, at),
  };
}

/** What a page that shows a track's rounds is given: the schedule section and the round it names first. */
export interface RoundParts {
  schedule: Section;
  current: { name: string; term: string } | null;
}

/** The schedule and the current round of a track, in the page's language, and until when they hold. */
export async function roundParts(
  store: RoundStore,
  lang: 'ko' | 'zh',
): Promise<{ parts: RoundParts; expiresAt: Date | null }> {
  const at = now();
  const track: TrackCode = lang === 'ko' ? 'master' : 'china_mba';
  const s = await trackSchedule(store, track, at);
  const current = s.current
    ? lang === 'ko'
      ? { name: s.current.name, term: termLabel(s.current.term) }
      : { name: roundName(s.current, 'zh'), term: termLabel(s.current.term, 'zh') }
    : null;
  return { parts: { schedule: scheduleSection(s.listed, track, lang, at), current }, expiresAt: s.expiresAt };
}

/** What the home page shows of the rounds (the master's track), and until when it holds. */
export async function homeRounds(store: RoundStore): Promise<{ rounds: HomeRounds; expiresAt: Date | null }> {
  const at = now();
  const s = await trackSchedule(store, 'master', at);
  return {
    rounds: { open: s.open, next: s.next, listed: s.listed, at: at.toISOString() },
    expiresAt: earlierOf(s.expiresAt, s.open ? dDayExpires(at) : null),
  };
}
