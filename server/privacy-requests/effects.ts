// What answering a request does to the data, per kind: 정정 changes the record (with its history), 삭제 destroys
// through the 파기 대장 unless a law requires keeping it, 처리정지 and 동의 철회 hold the address (no 홍보 메일, no
// export). Each runs in the caller's transaction and returns the sentence the person is told.
import type { Request } from 'express';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { Application, ApplicationStatusChange, User } from '../../db/models/index.js';
import { now } from '../../domain/clock.js';
import { CORRECTABLE, FIELD_LABELS, KEEP_ENROLLED } from '../../domain/privacy-requests.js';
import { logAccess } from '../applications/access-log.js';
import { revokeAllForUser } from '../auth/tokens.js';
import { suppressAddress } from '../campaigns/suppress.js';
import { recordDestruction } from '../destruction/register.js';
import { eraseResponsesOf } from '../forms/erase-by-email.js';
import { badRequest } from '../http/errors.js';
import { destroyApplication } from '../retention/destroy.js';
import { deleteQuestion, findQuestion } from '../questions/store.js';
import type { RequestRow } from './store.js';

export interface Staff {
  id: number;
  loginId: string;
  name: string;
}

/** A 삭제 the law does not allow: the answer says which law and until when. */
export class KeptByLaw extends Error {
  constructor(
    readonly law: string,
    readonly until: string,
  ) {
    super(`${law}에 따라 ${until}해야 하므로 삭제할 수 없습니다.`);
  }
}

export async function applyCorrection(
  sequelize: Sequelize,
  r: RequestRow,
  changes: Record<string, string>,
  staff: Staff,
  req: Request,
  transaction: Transaction,
): Promise<{ fields: string[]; said: string }> {
  const allowed = CORRECTABLE[r.subject];
  const fields = Object.keys(changes);
  const bad = fields.filter((f) => !allowed.includes(f));
  if (!fields.length) throw badRequest('정정할 항목을 하나 이상 입력해주세요.');
  if (bad.length)
    throw badRequest(
      `이 요청에서 정정할 수 없는 항목입니다: ${bad.join(', ')}. 정정할 수 있는 항목: ${allowed.map((f) => FIELD_LABELS[f] ?? f).join(', ')}`,
    );
  const labels = fields.map((f) => FIELD_LABELS[f] ?? f).join(', ');
  if (r.subject === 'application') {
    const a = await Application.findByPk(r.subject_id!, { transaction, lock: transaction.LOCK.UPDATE });
    if (!a) throw badRequest('지원서가 이미 파기되어 정정할 수 없습니다.');
    await a.update(changes, { transaction });
    await ApplicationStatusChange.create(
      {
        applicationId: a.id,
        fromStatus: a.status,
        toStatus: a.status,
        note: `정보주체의 정정 요구(개인정보 요청 ${r.id}번): ${labels}`,
        changedBy: staff.id,
        changedByName: staff.name,
      },
      { transaction },
    );
    await logAccess(req, 'update', a, { fields, privacyRequest: r.id }, transaction);
  } else if (r.subject === 'member') {
    const u = await User.findByPk(r.subject_id!, { transaction });
    if (!u || u.deletedAt) throw badRequest('회원 정보가 이미 삭제되어 정정할 수 없습니다.');
    await u.update(changes, { transaction });
  } else if (r.subject === 'question') {
    const [, res] = await sequelize.query(
      'UPDATE questions SET name = COALESCE($name, name), email = COALESCE($email, email), updated_at = $at WHERE id = $id AND made_public_at IS NULL',
      { bind: { id: r.subject_id, name: changes.name ?? null, email: changes.email ?? null, at: now() }, transaction },
    );
    if (!(res as { rowCount?: number })?.rowCount)
      throw badRequest('질문이 이미 삭제되었거나 공개되어 정정할 수 없습니다.');
  } else {
    await sequelize.query('UPDATE subscribers SET name = $name WHERE email = $email', {
      bind: { email: r.email, name: changes.name },
      transaction,
    });
    await sequelize.query('UPDATE form_responses SET name = $name WHERE lower(email) = $email', {
      bind: { email: r.email, name: changes.name },
      transaction,
    });
  }
  return { fields, said: `다음 항목을 정정했습니다: ${labels}.` };
}

/** 삭제: throws KeptByLaw for an enrolled student's application; else destroys and records in the 파기 대장. */
export async function applyErasure(
  sequelize: Sequelize,
  r: RequestRow,
  staff: Staff,
  req: Request,
  transaction: Transaction,
): Promise<{ said: string; board?: string }> {
  const rule = `정보주체의 삭제 요구(개인정보 보호법 제36조, 개인정보 요청 ${r.id}번)`;
  const by = { user: staff };
  if (r.subject === 'application') {
    const a = await Application.findByPk(r.subject_id!, { transaction, lock: transaction.LOCK.UPDATE });
    if (!a) return { said: '지원서는 이미 파기되었습니다.' };
    if (a.status === 'registered') throw new KeptByLaw(KEEP_ENROLLED.law, KEEP_ENROLLED.until);
    const { files } = await destroyApplication(sequelize, a, { req, reason: rule }, transaction);
    return { said: `입학 지원서 ${a.receiptNo}와 첨부 서류 ${files}건을 파기했습니다.` };
  }
  if (r.subject === 'member') {
    const u = await User.findByPk(r.subject_id!, { transaction });
    if (!u || u.deletedAt) return { said: '회원 정보는 이미 삭제되었습니다.' };
    await u.update(
      {
        loginId: null,
        passwordHash: null,
        name: null,
        email: null,
        phone: null,
        deletedAt: now(),
        tokenVersion: u.tokenVersion + 1,
      },
      { transaction },
    );
    await revokeAllForUser(u.id, { transaction });
    await recordDestruction(sequelize, { kind: 'member', count: 1, rule, by, detail: { userId: u.id } }, transaction);
    return { said: '회원 정보를 삭제하고 탈퇴 처리했습니다.' };
  }
  if (r.subject === 'question') {
    const q = await findQuestion(sequelize, r.subject_id!, { transaction, lock: true });
    if (!q || q.madePublicAt) return { said: '질문은 이미 삭제되었거나 이름 없이 공개되어 질문자 정보가 없습니다.' };
    await deleteQuestion(sequelize, q.id, transaction);
    await recordDestruction(
      sequelize,
      { kind: 'question', count: 1, rule, by, detail: { questionId: q.id } },
      transaction,
    );
    return { said: '입학상담 질문과 질문자 정보를 파기했습니다.', board: q.enName };
  }
  const responses = await eraseResponsesOf(sequelize, r.email, rule, by, transaction);
  const { subscriptionRemoved } = await suppressAddress(sequelize, r.email, rule, by, transaction);
  return {
    said: `설명회·상담 신청 ${responses}건${subscriptionRemoved ? '과 입학 소식 구독' : ''}을 파기했습니다.`,
  };
}

/** 처리정지 and 동의 철회: the address is held (no export) and leaves every mailing. */
export async function applyHold(
  sequelize: Sequelize,
  r: RequestRow,
  staff: Staff,
  transaction: Transaction,
): Promise<{ said: string }> {
  await sequelize.query(
    `INSERT INTO privacy_holds (email, kind, request_id, at) VALUES ($email, $kind, $id, $at)
     ON CONFLICT (email) DO UPDATE SET kind = EXCLUDED.kind, request_id = EXCLUDED.request_id, at = EXCLUDED.at`,
    { bind: { email: r.email, kind: r.kind, id: r.id, at: now() }, transaction },
  );
  const rule = `정보주체의 ${r.kind === 'suspend' ? '처리정지 요구' : '동의 철회'}(개인정보 보호법 제37조, 개인정보 요청 ${r.id}번)`;
  await suppressAddress(sequelize, r.email, rule, { user: staff }, transaction);
  return { said: '홍보 메일 발송과 개인정보 내보내기에서 제외했습니다. 입학 소식 구독은 해지되었습니다.' };
}

/** The addresses held by 처리정지 or 동의 철회 (lower-cased): every export leaves them out. */
export async function heldAddresses(sequelize: Sequelize, transaction?: Transaction): Promise<Set<string>> {
  const rows = await sequelize.query<{ email: string }>('SELECT lower(email) AS email FROM privacy_holds', {
    type: QueryTypes.SELECT,
    transaction,
  });
  return new Set(rows.map((r) => r.email));
}

/**
 * An export's rows without the people held by 처리정지 or 동의 철회 (matched by address, case aside), and how many
 * were left out. The 등록 hand-off to 학사 is the one export that keeps them: an enrolled student's record is kept
 * by law (고등교육법), which 제37조 ② allows.
 */
export async function withoutHeld<T>(
  sequelize: Sequelize,
  rows: T[],
  emailOf: (row: T) => string | null | undefined,
): Promise<{ rows: T[]; held: number }> {
  const held = await heldAddresses(sequelize);
  if (!held.size) return { rows, held: 0 };
  const kept = rows.filter((r) => !held.has((emailOf(r) ?? '').toLowerCase()));
  return { rows: kept, held: rows.length - kept.length };
}
