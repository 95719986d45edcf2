// The academic calendar: a month grid whose weeks start on Sunday (Asia/Seoul), events spanning days,
// previous/next month, and the month's events as a list (the only view on a phone).
import type { PublicPost } from '../../server/pages/boards/queries.js';
import { formatDate, formatTime, seoulDay, seoulMidnight, seoulParts, WEEKDAYS } from '../../domain/time.js';
import { BoardHeading } from './parts.js';
import type { BoardView } from './BoardList.js';

export interface CalendarProps {
  board: BoardView;
  y: number;
  m: number;
  events: PublicPost[];
  now: Date;
}

const dayKey = (d: Date) => {
  const s = seoulParts(d);
  return s.y * 10_000 + s.m * 100 + s.d;
};
const monthParam = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}`;

/** The weeks (Sunday first) that show the month y-m: each day as its Seoul midnight. */
export function monthGrid(y: number, m: number): Date[][] {
  const first = seoulMidnight(y, m, 1);
  const lead = seoulParts(first).dow;
  const days = seoulParts(seoulMidnight(y, m + 1, 0)).d;
  const weeks = Math.ceil((lead + days) / 7);
  return Array.from({ length: weeks }, (_, w) =>
    Array.from({ length: 7 }, (_, i) => seoulMidnight(y, m, 1 - lead + w * 7 + i)),
  );
}

export function eventRange(e: PublicPost): string {
  const start = e.startAt as Date;
  const end = e.endAt ?? start;
  const sameDay = dayKey(start) === dayKey(end);
  if (e.allDay) return sameDay ? formatDate(start) : `${formatDate(start)} ~ ${formatDate(end)}`;
  if (sameDay) return `${formatDate(start)} ${formatTime(start)}${e.endAt ? ` ~ ${formatTime(end)}` : ''}`;
  return `${formatDate(start)} ${formatTime(start)} ~ ${formatDate(end)} ${formatTime(end)}`;
}

export function Calendar({ board, y, m, events, now }: CalendarProps) {
  const base = `/board/${board.enName}`;
  const grid = monthGrid(y, m);
  const prev = m === 1 ? [y - 1, 12] : [y, m - 1];
  const next = m === 12 ? [y + 1, 1] : [y, m + 1];
  const today = dayKey(now);
  const spans = events.map((e) => ({ e, from: dayKey(e.startAt as Date), to: dayKey(e.endAt ?? (e.startAt as Date)) }));
  return (
    <section class="bd bd-cal" aria-labelledby="bd-title">
      <BoardHeading title={board.name} />
      <div class="bd-cal-nav">
        <a href={`${base}?month=${monthParam(prev[0], prev[1])}`} rel="prev">
          ‹ 이전 달
        </a>
        <h2 class="bd-cal-month" aria-live="polite">
          {y}년 {m}월
        </h2>
        <a href={`${base}?month=${monthParam(next[0], next[1])}`} rel="next">
          다음 달 ›
        </a>
      </div>
      <table class="bd-cal-grid">
        <caption class="bd-sr">
          {y}년 {m}월 학사일정 달력 (일요일부터)
        </caption>
        <thead>
          <tr>
            {WEEKDAYS.map((w, i) => (
              <th scope="col" class={i === 0 ? 'is-sun' : i === 6 ? 'is-sat' : undefined}>
                {w}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.map((week) => (
            <tr>
              {week.map((day, i) => {
                const s = seoulParts(day);
                const key = dayKey(day);
                const here = spans.filter((x) => x.from <= key && key <= x.to);
                const cls = [
                  s.m !== m && 'is-other',
                  key === today && 'is-today',
                  i === 0 && 'is-sun',
                  i === 6 && 'is-sat',
                ]
                  .filter(Boolean)
                  .join(' ');
                return (
                  <td class={cls || undefined} data-date={seoulDay(day)}>
                    <span class="bd-cal-day">
                      {s.d}
                      <span class="bd-sr">일</span>
                    </span>
                    {here.map(({ e, from, to }) => (
                      <a
                        href={`${base}/${e.id}`}
                        class={[
                          'bd-cal-ev',
                          from !== to && 'is-span',
                          from !== key && 'is-cont',
                          to !== key && 'is-open',
                        ]
                          .filter(Boolean)
                          .join(' ')}
                        title={`${e.title} (${eventRange(e)})`}
                      >
                        {from === key || i === 0 ? e.title : <span class="bd-sr">{e.title} 계속</span>}
                      </a>
                    ))}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <h2 class="bd-cal-list-title">{m}월 일정 목록</h2>
      {events.length ? (
        <ul class="bd-cal-list">
          {events.map((e) => (
            <li>
              <span class="bd-cal-when">{eventRange(e)}</span>
              {e.category && <span class="bd-cal-cat">{e.category}</span>}
              <a href={`${base}/${e.id}`}>{e.title}</a>
            </li>
          ))}
        </ul>
      ) : (
        <p class="bd-empty">이 달에는 등록된 일정이 없습니다.</p>
      )}
    </section>
  );
}
