// The rate limits of 입학상담, kept in PostgreSQL (server/middleware/throttle.ts) so every process shares them.
// Asking: per address and per e-mail. Opening with a password: a lock per (question, address) and per address; for
// many addresses guessing one question a slowdown (each try past the free ones waits longer, at most a minute) and,
// past a bounded number of failures in a day from all addresses together, a lock of that question for the day (the
// asker is told by mail, open.ts), so guessing one password from a thousand addresses ends there.
import type { Sequelize } from 'sequelize';
import { QUESTION_SPAM } from '../../domain/questions.js';
import { createLimiter, createSlowdown, type Limiter, type Slowdown } from '../middleware/throttle.js';

export interface QuestionGuards {
  askPerAddress: Limiter;
  askPerEmail: Limiter;
  openPerAddress: Limiter;
  openPerQuestionAddress: Limiter;
  openPerQuestion: Slowdown;
  /** Wrong passwords for one question in a day, all addresses together; past them the question is locked. */
  openPerQuestionDay: Limiter;
}

const TOO_MANY_OPENS = '비밀번호 확인 시도가 너무 많습니다.';

export function questionGuards(sequelize: Sequelize): QuestionGuards {
  return {
    askPerAddress: createLimiter(sequelize, {
      name: 'qna_ask_ip',
      points: QUESTION_SPAM.perAddressPerHour,
      durationSec: 3600,
      blockSec: 3600,
      message: '이 주소에서 등록한 질문이 너무 많습니다.',
    }),
    askPerEmail: createLimiter(sequelize, {
      name: 'qna_ask_email',
      points: QUESTION_SPAM.perEmailPerDay,
      durationSec: 86_400,
      blockSec: 86_400,
      message: '이 이메일로 등록한 질문이 너무 많습니다.',
    }),
    // One address guessing many questions.
    openPerAddress: createLimiter(sequelize, {
      name: 'qna_open_ip',
      points: 20,
      durationSec: 900,
      blockSec: 900,
      message: TOO_MANY_OPENS,
    }),
    // One address guessing one question: locks only that address out of that question.
    openPerQuestionAddress: createLimiter(sequelize, {
      name: 'qna_open_q_ip',
      points: 5,
      durationSec: 1800,
      blockSec: 1800,
      message: TOO_MANY_OPENS,
    }),
    // Many addresses guessing one question: 10 free failures an hour, then each makes the next try wait 5 s more,
    // at most 60 s.
    openPerQuestion: createSlowdown(sequelize, {
      name: 'qna_open_q',
      freeFailures: 10,
      windowSec: 3600,
      stepSec: 5,
      maxWaitSec: 60,
      message: '이 질문에 대한 비밀번호 시도가 많아 잠시 기다려야 합니다.',
    }),
    openPerQuestionDay: createLimiter(sequelize, {
      name: 'qna_open_q_day',
      points: QUESTION_SPAM.openFailuresPerDay,
      durationSec: 86_400,
      blockSec: 86_400,
      message: '이 질문은 비밀번호 확인에 여러 번 실패해 잠겼습니다.',
    }),
  };
}
