// The academic calendar: a month grid whose weeks start on Sunday (Asia/Seoul), events spanning days,
// previous/next month, and the month's events as a list (the only view on a phone).
import { formatDate, formatTime, seoulDay, seoulMidnight, seoulParts, WEEKDAYS } from '../../domain/time.js';
import { dayKey, eventDays, weekLanes, type Bar } from './calendar-lanes.js';
import { BoardHeading } from './parts.js';
import type { BoardView, PublicPost } from '../../domain/board-views.js';

export interface CalendarProps {
  board: BoardView;
  y: number;
  m: number;
  events: PublicPost[];
  now: Date;
  /** The iCal feed's addresses (webcal:// for a phone's calendar app, https:// for the rest). */
  feed?: { https: string; webcal: string };
}

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
  const { from, to } = eventDays(e);
  const sameDay = from === to;
  if (e.allDay) return sameDay ? formatDate(start) : `${formatDate(start)} ~ ${formatDate(end)}`;
  if (sameDay) return `${formatDate(start)} ${formatTime(start)}${e.endAt ? ` ~ ${formatTime(end)}` : ''}`;
  return `${formatDate(start)} ${formatTime(start)} ~ ${formatDate(end)} ${formatTime(end)}`;
}

/** One lane of a week row: empty cells where no bar is, one cell spanning each bar's days. */
function laneCells(lane: Bar<PublicPost>[], week: Date[], base: string) {
  const cells = [];
  let col = 0;
  for (const bar of lane) {
    for (; col < bar.start; col++) cells.push(<td />);
    const e = bar.event;
    cells.push(
      <td colSpan={bar.end - bar.start + 1} data-start={seoulDay(week[bar.start])} data-end={seoulDay(week[bar.end])}>
        <a
          href={`${base}/${e.id}`}
          class={['bd-cal-ev', bar.continuesFrom && 'is-cont', bar.continuesTo && 'is-open'].filter(Boolean).join(' ')}
          title={`${e.title} (${eventRange(e)})`}
        >
          {e.title}
          <span class="bd-sr"> ({eventRange(e)})</span>
        </a>
      </td>,
    );
    col = bar.end + 1;
  }
  for (; col < 7; col++) cells.push(<td />);
  return cells;
}

/** The subscribe link under the calendar: a phone opens webcal:// in its calendar app. */
function Subscribe({ feed }: { feed: { https: string; webcal: string } }) {
  return (
    <div class="bd-cal-sub">
      <a class="bd-cal-sub-btn" href={feed.webcal}>
        휴대폰 달력에 구독
      </a>
      <p>
        학사일정과 원서접수·합격자 발표 일정이 휴대폰 달력에 자동으로 표시되며, 버튼이 열리지 않으면 이 주소를 달력 앱의
        &lsquo;URL로 구독&rsquo;에 붙여 넣으세요: <a href={feed.https}>{feed.https}</a>
      </p>
    </div>
  );
}

export function Calendar({ board, y, m, events, now, feed }: CalendarProps) {
  const base = `/board/${board.enName}`;
  const grid = monthGrid(y, m);
  const prev = m === 1 ? [y - 1, 12] : [y, m - 1];
  const next = m === 12 ? [y + 1, 1] : [y, m + 1];
  const today = dayKey(now);
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
        {grid.map((week) => {
          const keys = week.map(dayKey);
          const lanes = weekLanes(keys, events);
          return (
            <tbody class="bd-cal-week">
              <tr class="bd-cal-days">
                {week.map((day, i) => {
                  const s = seoulParts(day);
                  const cls = [
                    s.m !== m && 'is-other',
                    keys[i] === today && 'is-today',
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
                    </td>
                  );
                })}
              </tr>
              {lanes.map((lane) => (
                <tr class="bd-cal-lane">{laneCells(lane, week, base)}</tr>
              ))}
              <tr class="bd-cal-fill" aria-hidden="true">
                <td colSpan={7} />
              </tr>
            </tbody>
          );
        })}
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
      {feed && <Subscribe feed={feed} />}
    </section>
  );
}
