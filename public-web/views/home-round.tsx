// The home page's admission parts, from the rounds: the hero's kicker, the open round with its deadline and
// D-day (Seoul days) and a link to the application, else the next round's window; and the key dates block.
import type { Round } from '../../domain/rounds.js';
import { dDayText, daysLeft, lastMoment } from '../../domain/round-schedule.js';
import { formatDayRange, formatLongDay, formatTime } from '../../domain/time.js';
import { changedMark } from '../../domain/round-changes.js';

export interface HomeRounds {
  open: Round | null;
  next: Round | null;
  /** The rounds the schedule lists (open, upcoming, not yet past their registration). */
  listed: Round[];
  /** The instant the page was drawn at (ISO), for the D-day. */
  at: string;
}

const GENERIC_KICKER = '경영학석사(MBA) 신입생 모집';

/** The hero's first line: the open round, else the next, else the programme. */
export function heroKicker(r: HomeRounds): string {
  if (r.open) return `${r.open.name} 원서접수 중`;
  if (r.next) return `${r.next.name} 원서접수 예정`;
  return GENERIC_KICKER;
}

/** "2026년 11월 13일 (금) 18:00까지"; a window ending at midnight ends at 24:00 of the day before. */
export function deadlineText(r: Pick<Round, 'applyEndAt'>): string {
  const time = formatTime(r.applyEndAt);
  return time === '00:00' ? `${formatLongDay(lastMoment(r))} 24:00까지` : `${formatLongDay(r.applyEndAt)} ${time}까지`;
}

/** The open round (deadline, D-day, the way to apply), or the next round's window, or nothing. */
export function HomeRoundBanner({ rounds }: { rounds: HomeRounds }) {
  const { open, next } = rounds;
  if (open) {
    const at = new Date(rounds.at);
    const left = daysLeft(open, at);
    return (
      <section class="home-round" aria-labelledby="home-round-title" data-testid="home-round">
        <div class="container home-round-inner">
          <p class="home-round-dday" aria-hidden="true">
            {dDayText(open, at)}
          </p>
          <div class="home-round-text">
            <h2 id="home-round-title" class="home-round-title">
              {open.name} 원서접수 중
            </h2>
            <p>
              마감 {deadlineText(open)}{' '}
              <span class="sr-only">({left <= 0 ? '오늘 마감' : `마감까지 ${left}일 남음`})</span>
            </p>
          </div>
          <a class="btn btn-accent home-round-cta" href="/receipt">
            원서접수 하기
          </a>
        </div>
      </section>
    );
  }
  if (!next) return null;
  return (
    <section class="home-round home-round--next" aria-labelledby="home-round-title" data-testid="home-round">
      <div class="container home-round-inner">
        <div class="home-round-text">
          <h2 id="home-round-title" class="home-round-title">
            다음 모집: {next.name}
          </h2>
          <p>원서접수 {formatDayRange(next.applyStartAt, lastMoment(next))}</p>
        </div>
        <a class="btn btn-ghost home-round-cta" href="/entrance/recruit">
          모집요강 보기
        </a>
      </div>
    </section>
  );
}

/** The key dates of the listed rounds: each round's window and announcement (at most four lines). */
export function RoundKeyDates({ rounds }: { rounds: HomeRounds }) {
  const lines = rounds.listed
    .flatMap((r) => [
      {
        key: `${r.id}-w`,
        step: `${r.name} 원서접수`,
        date: formatDayRange(r.applyStartAt, lastMoment(r)),
        changed: changedMark(r, ['applyStartAt', 'applyEndAt'], 'ko'),
      },
      {
        key: `${r.id}-a`,
        step: `${r.name} 합격자 발표`,
        date: `${formatLongDay(r.announceAt)} ${formatTime(r.announceAt)}`,
        changed: changedMark(r, ['announceAt'], 'ko'),
      },
    ])
    .slice(0, 4);
  if (!lines.length) return <p class="key-none">다음 모집 일정은 확정되는 대로 알려 드립니다.</p>;
  return (
    <ul class="key-dates" data-testid="home-key-dates">
      {lines.map((l) => (
        <li key={l.key}>
          <span class="key-step">{l.step}</span>
          <span class="key-date">
            {l.date}
            {l.changed && ` (${l.changed})`}
          </span>
        </li>
      ))}
    </ul>
  );
}
