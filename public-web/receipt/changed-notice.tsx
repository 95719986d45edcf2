// The notice above the application form when the open round's dates were changed after applications came in
//: each changed date, old → new (Seoul time), and the day of the change.
import { dateChangeText, ROUND_DATE_FIELDS } from '../../domain/round-changes.js';
import type { Round } from '../../domain/rounds.js';
import { formatDate } from '../../domain/time.js';
import type { Lang } from './strings.js';

const words = {
  ko: { title: '일정 변경 안내', changed: (day: string) => `${day} 변경` },
  zh: { title: '日程变更通知', changed: (day: string) => `${day} 已变更` },
} as const;

export function RoundChangedNotice({ round, lang }: { round: Pick<Round, 'dateChanges'>; lang: Lang }) {
  const changes = round.dateChanges ?? {};
  const lines = ROUND_DATE_FIELDS.flatMap(({ field }) => {
    const c = changes[field];
    return c ? [{ field, from: c.from, to: c.to, changedAt: c.changedAt }] : [];
  });
  if (!lines.length) return null;
  const w = words[lang];
  return (
    <section class="card rc-changed" aria-labelledby="rc-changed-title" data-testid="round-changed">
      <h2 id="rc-changed-title">{w.title}</h2>
      <ul>
        {lines.map((l) => (
          <li key={l.field}>
            {dateChangeText([l], lang)} ({w.changed(formatDate(l.changedAt))})
          </li>
        ))}
      </ul>
    </section>
  );
}
