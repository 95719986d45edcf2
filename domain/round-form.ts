// What a round asks of an applicant of a track: the departments to choose from, the documents (asked, and which
// of them required) and the essays (prompt in the form's language, limits in characters). The server's submit
// and the browser's form read the same rules; without a round (a submit naming none) today's defaults apply.
import { DOCUMENT_KINDS, documentKindsFor, type DocumentKind } from './application-fields.js';
import type { TrackCode } from './programs.js';
import { DEFAULT_ESSAYS, bilingual, roundDepartments, roundDocuments, type Round, type RoundEssay } from './rounds.js';
import { DEPARTMENTS } from './programs.js';

export interface FormEssay {
  field: RoundEssay['field'];
  prompt: string;
  min: number;
  max: number;
}

export interface FormRules {
  /** Department slugs the track's applicant may choose (master); empty for a track without departments. */
  departments: string[];
  documents: { kind: string; required: boolean }[];
  essays: FormEssay[];
}

const essaysIn = (list: readonly RoundEssay[], lang: 'ko' | 'zh'): FormEssay[] =>
  list.map((e) => ({ field: e.field, prompt: bilingual(e.prompt, lang), min: e.min, max: e.max }));

/** The round's rules for an applicant of the track, in the form's language. */
export function formRules(round: Round, track: TrackCode, lang: 'ko' | 'zh'): FormRules {
  return {
    departments: track === 'master' ? roundDepartments(round, track) : [],
    documents: roundDocuments(round, track),
    essays: essaysIn(round.essays, lang),
  };
}

/** Today's rules, for a submit that names no round the server knows (it is refused for its round anyway). */
export function defaultRules(track: TrackCode, lang: 'ko' | 'zh'): FormRules {
  return {
    departments: track === 'master' ? DEPARTMENTS.map((d) => d.slug) : [],
    documents: documentKindsFor(track).map((d) => ({ kind: d.kind, required: d.required })),
    essays: essaysIn(DEFAULT_ESSAYS, lang),
  };
}

/** The upload specs of the documents asked, with the round's required mark (in the upload table's order). */
export function documentSpecs(asked: FormRules['documents']): DocumentKind[] {
  return DOCUMENT_KINDS.flatMap((d) => {
    const a = asked.find((x) => x.kind === d.kind);
    return a ? [{ ...d, required: a.required }] : [];
  });
}
