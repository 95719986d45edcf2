// The professor cards of /introduce/professor come from the professor board's posts (issue 4).
// Until the boards branch lands there is no posts table here, so this returns [] and the page shows
// its empty state with the office's phone number. The lead wires the real query at merge:
// published posts of the board with en_name 'professor', ordered by sort order, mapped from
// posts.extra {position, major, email, phone, office, photoFileId} to ProfessorCardData.
import type { ProfessorCardData } from '../../public-web/components/ProfessorCard.js';

export type { ProfessorCardData };

export async function loadProfessors(): Promise<ProfessorCardData[]> {
  return [];
}
