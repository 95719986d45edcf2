// What the admin and the asker see of a question. Staff lists show the asker masked (personal data in lists).
import { QUESTION_STATUS } from '../../../domain/questions.js';
import { maskEmail, maskName } from '../../presenters/mask.js';
import type { QuestionRow } from '../../questions/store.js';

const status = (q: QuestionRow) => (q.answer ? 'answered' : 'waiting');

export function presentForStaff(q: QuestionRow) {
  return {
    id: q.id,
    board: q.enName,
    boardName: q.boardName,
    title: q.title,
    body: q.body,
    secret: q.secret,
    lang: q.lang,
    name: maskName(q.name),
    email: maskEmail(q.email),
    status: status(q),
    statusLabel: QUESTION_STATUS[status(q)],
    answer: q.answer ?? '',
    answeredAt: q.answeredAt,
    madePublicAt: q.madePublicAt,
    faqId: q.faqId,
    createdAt: q.createdAt,
  };
}

/** The asker's own question, after the password (their name in full: it is theirs). */
export function presentForAsker(q: QuestionRow) {
  return {
    id: q.id,
    board: q.enName,
    title: q.title,
    body: q.body,
    name: q.name ?? '',
    status: status(q),
    statusLabel: QUESTION_STATUS[status(q)],
    answer: q.answer,
    answeredAt: q.answeredAt,
    createdAt: q.createdAt,
  };
}
