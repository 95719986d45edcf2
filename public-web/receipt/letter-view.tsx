// The result letter (결과 통지서) in the look-up after the announcement, with the links to print it, the 합격증 and
// the 등록금 고지서; and the letter's own printable page. The letter's HTML is the server's: staff's text through the
// letter policy (server/html/letter-policy.ts) with the applicant's values escaped into it.
import type { AdmissionPapers, ResultLetterView } from '../../domain/admission-papers.js';
import { papersStrings } from './papers-strings.js';
import type { Lang } from './strings.js';

export function LetterBody({ letter }: { letter: ResultLetterView }) {
  return <div class="letter-body" dangerouslySetInnerHTML={{ __html: letter.html }} />;
}

/** The look-up's block: the letter, then what may be printed. */
export function PapersBlock({ papers, lang }: { papers: AdmissionPapers | undefined; lang: Lang }) {
  if (!papers?.letter) return null;
  const p = papersStrings[lang];
  return (
    <>
      <section class="letter" data-testid="result-letter" data-kind={papers.letter.kind} aria-labelledby="letter-title">
        <h3 id="letter-title">{papers.letter.title}</h3>
        <LetterBody letter={papers.letter} />
      </section>
      <div class="actions papers-actions">
        <a class="btn" href="/receipt/letter">
          {p.printLetter}
        </a>
        {papers.certificate && (
          <a class="btn primary" href="/receipt/certificate" data-testid="open-certificate">
            {p.openCertificate}
          </a>
        )}
        {papers.bill && (
          <a class="btn primary" href="/receipt/bill" data-testid="open-bill">
            {p.openBill}
          </a>
        )}
      </div>
    </>
  );
}

/** The letter as one printable sheet. */
export function LetterPaper({ letter, school }: { letter: ResultLetterView; school: string }) {
  return (
    <article class="paper letter-paper" aria-labelledby="paper-title" data-testid="letter-paper">
      <header class="paper-head">
        <p class="school">{school}</p>
        <h2 id="paper-title">{letter.title}</h2>
      </header>
      <LetterBody letter={letter} />
    </article>
  );
}

/** Print (when there is a paper) and back, under every printable paper. */
export function PaperActions({ lang, print }: { lang: Lang; print: boolean }) {
  const p = papersStrings[lang];
  return (
    <div class="actions no-print">
      {print && (
        <button type="button" class="btn primary" data-print>
          {p.print}
        </button>
      )}
      <a class="btn" href={lang === 'zh' ? '/receipt/china-mba/lookup' : '/receipt/lookup'}>
        {p.backToLookup}
      </a>
    </div>
  );
}
