// The application page outside every window of its track: says so plainly, with the next round's dates when
// one is scheduled (Asia/Seoul), and where to read the admission guide.
import type { Round } from '../../domain/rounds.js';
import { roundName, windowText } from '../../domain/rounds.js';
import { strings, type Lang } from './strings.js';

export function ReceiptClosed({ lang, next }: { lang: Lang; next: Round | null }) {
  const t = strings[lang];
  const period = next ? windowText(next) : '';
  return (
    <section class="card rc-closed" aria-labelledby="rc-closed-title" data-testid="receipt-closed">
      <h2 id="rc-closed-title">{t.closedTitle}</h2>
      <p>{next ? t.closedNext(roundName(next, lang), period) : t.closedNone}</p>
      <p>
        <a href={lang === 'zh' ? '/china/info_4' : '/entrance/recruit'}>{t.closedRecruit}</a>
      </p>
    </section>
  );
}
