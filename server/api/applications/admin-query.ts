// The admin's filters (term, round, track, department, status, date range, name or receipt-number search) as one
// allow-listed where clause, shared by the list and the export so both see exactly the same rows.
import { Op, literal, type WhereOptions } from 'sequelize';
import { z } from 'zod';
import { escapeLike } from '../../../db/like.js';
import { STATUS_CODES } from '../../../domain/application-status.js';
import { DEPARTMENTS } from '../../../domain/programs.js';
import { idListFilter, type ListSpec } from '../rest.js';
import { nextSeoulMidnight, startOfSeoulDay } from '../../../domain/time.js';
import { idSchema } from '../../middleware/validate.js';
import { dateOnly } from './access-logs.js';

export const applicationFilter = z.strictObject({
  id: idListFilter.optional(),
  q: z.string().trim().max(50, { error: '검색어는 50자 이하로 입력해주세요.' }).optional(),
  status: z.enum(STATUS_CODES, { error: '상태 값이 올바르지 않습니다.' }).optional(),
  term: z
    .string()
    .regex(/^\d{4}-[12]$/, { error: '모집 학기 형식이 올바르지 않습니다.' })
    .optional(),
  roundId: idSchema.optional(),
  track: z.enum(['master', 'china_mba'], { error: '과정 값이 올바르지 않습니다.' }).optional(),
  department: z
    .enum(DEPARTMENTS.map((d) => d.slug) as [string, ...string[]], { error: '학과 값이 올바르지 않습니다.' })
    .optional(),
  submittedFrom: dateOnly.optional(),
  submittedTo: dateOnly.optional(),
  /** 보완 제출 waiting: a replacement the applicant uploaded that staff have not looked at yet. */
  supplement: z.enum(['waiting'], { error: '보완 필터 값이 올바르지 않습니다.' }).optional(),
});
export type ApplicationFilter = z.infer<typeof applicationFilter>;

export const listSpec: ListSpec<ApplicationFilter> = {
  sortable: {
    id: 'id',
    receiptNo: 'receiptNo',
    name: 'name',
    term: 'term',
    status: 'status',
    department: 'department',
    submittedAt: 'submittedAt',
    statusChangedAt: 'statusChangedAt',
    careerYears: 'careerYears',
  },
  defaultSort: ['submittedAt', 'DESC'],
  filter: applicationFilter,
};

export function whereOf(f: ApplicationFilter): WhereOptions {
  const and: WhereOptions[] = [];
  if (f.id) and.push({ id: f.id });
  if (f.status) and.push({ status: f.status });
  if (f.term) and.push({ term: f.term });
  if (f.roundId) and.push({ roundId: f.roundId });
  if (f.track) and.push({ track: f.track });
  if (f.department) and.push({ department: f.department });
  if (f.submittedFrom) and.push({ submittedAt: { [Op.gte]: startOfSeoulDay(f.submittedFrom) } });
  if (f.submittedTo) and.push({ submittedAt: { [Op.lt]: nextSeoulMidnight(f.submittedTo) } });
  if (f.supplement === 'waiting')
    and.push({
      id: { [Op.in]: literal(`(SELECT application_id FROM application_documents WHERE state = 'resubmitted')`) },
    });
  if (f.q) {
    const q = escapeLike(f.q);
    and.push({
      [Op.or]: [
        { name: { [Op.iLike]: `%${q}%` } },
        { nameEn: { [Op.iLike]: `%${q}%` } },
        { receiptNo: { [Op.like]: `${q}%` } },
      ],
    });
  }
  return { [Op.and]: and };
}
