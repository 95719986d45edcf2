// /api/applications: the public submit and look-up, and the admin resource (ra-data-simple-rest dialect)
// with status changes, memo and note, documents, export and the access log; 등록 and 등록포기 (registration.ts);
// 대리 접수 (proxy.ts).
import { registerApplications } from '../../applications/registration-matches.js';
import { bulkRegistrationLabels, bulkRegistrationSchema } from '../rounds/registration-bulk.js';
import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import type { AuthKit } from '../../auth/passport.js';
import type { Publisher } from '../../cache/publish.js';
import { validateBody } from '../../middleware/validate.js';
import { adminRecordHandlers, updateLabels, updateSchema } from './admin-records.js';
import { bulkStatusSchema, statusHandlers, statusLabels, statusSchema } from './admin-status.js';
import { applicantViewHandler } from './applicant-view.js';
import { documentUpload } from './documents.js';
import { bulkInterviewSchema, interviewHandlers, interviewLabels } from './interview.js';
import { exportHandler, exportLabels, exportSchema } from './export.js';
import { bulkFeeSchema, feeHandlers, feeLabels, feeSchema } from './fee.js';
import { roundChoices } from './round-columns.js';
import { lookupRefundLabels, lookupRefundSchema, refundHandlers, refundLabels, refundSchema } from './refunds.js';
import { lookupGuard, lookupHandler } from '../../applications/lookup.js';
import { lookupSchema } from '../../../domain/application-schema.js';
import { submitHandler } from './submit.js';
import { submitLimits } from './submit-limits.js';
import { proxyHandler } from './proxy.js';
import { selfServiceRoutes } from './self-service.js';
import { incompleteHandler, incompleteLabels, incompleteSchema } from './incomplete.js';
import type { RoundStore } from '../../rounds/store.js';
import { listAccessLogs } from './access-logs.js';
import {
  lookupDeclineLabels,
  lookupDeclineSchema,
  registrationHandlers,
  registrationLabels,
  registrationSchema,
  staffDeclineLabels,
  staffDeclineSchema,
} from './registration.js';

export interface ApplicationsApiDeps {
  auth: AuthKit;
  sequelize: Sequelize;
  /** A status change that withdraws a round's 결과 확정 changes the round every process holds. */
  publisher: Publisher;
  /** Signs the receipt cookie and keys the look-up guard and the submit hash (JWT_SECRET). */
  jwtSecret: string;
  rounds: RoundStore;
  /** PUBLIC_URL: the links in the applicant mails. */
  publicUrl: string;
}

export function applicationsApi(deps: ApplicationsApiDeps): Router {
  const { auth, sequelize, jwtSecret } = deps;
  // Submits: limits a shared network never reaches, per person and per request (domain/submit-limits.ts).
  const limits = submitLimits(sequelize);

  const records = adminRecordHandlers(deps);
  const status = statusHandlers(deps);
  const interview = interviewHandlers(deps);
  const fee = feeHandlers(deps);
  const guard = lookupGuard(sequelize, jwtSecret);
  const registration = registrationHandlers(deps, guard);
  const refunds = refundHandlers(deps, guard);
  // Reading applicants' data (and exporting it) is 'read'; changing a record is 'write'; both are 입학 담당's.
  const reader = auth.allow('applications', 'read');
  const writer = auth.allow('applications', 'write');
  const r = Router();
  r.post('/submit', limits.gate, documentUpload, submitHandler({ ...deps, limits }));
  r.post('/lookup', validateBody(lookupSchema), lookupHandler(guard));
  r.post('/lookup/decline', validateBody(lookupDeclineSchema, lookupDeclineLabels), registration.lookupDecline);
  r.post('/lookup/refund-account', validateBody(lookupRefundSchema, lookupRefundLabels), refunds.lookupAccount);
  selfServiceRoutes(r, deps, guard, writer);

  r.get('/', ...reader, records.list);
  r.get('/access-logs', ...auth.allow('accessLog', 'read'), listAccessLogs);
  r.get('/rounds', ...reader, async (_req, res) => void res.json(await roundChoices()));
  r.post('/export', ...reader, validateBody(exportSchema, exportLabels), exportHandler);
  r.post('/bulk-status', ...writer, validateBody(bulkStatusSchema, statusLabels), status.bulk);
  r.post('/bulk-interview', ...writer, validateBody(bulkInterviewSchema, interviewLabels), interview.bulk);
  r.post('/bulk-fee', ...writer, validateBody(bulkFeeSchema, feeLabels), fee.bulk);
  // 등록 of the selection with each round's 등록금 (server/applications/registration-matches.ts).
  r.post(
    '/bulk-registration',
    ...writer,
    validateBody(bulkRegistrationSchema, bulkRegistrationLabels),
    async (req, res) => {
      const body = req.body as { ids: number[]; paidAt: string };
      const registered = await deps.sequelize.transaction((t) =>
        registerApplications(req, body, { publicUrl: deps.publicUrl }, t),
      );
      res.json({ registered });
    },
  );
  r.post('/proxy', ...writer, documentUpload, proxyHandler(deps));
  r.get('/:id', ...reader, records.getOne);
  r.get('/:id/applicant-view', ...reader, applicantViewHandler);
  r.put('/:id', ...writer, validateBody(updateSchema, updateLabels), records.update);
  r.delete('/:id', ...writer, records.remove);
  r.post('/:id/status', ...writer, validateBody(statusSchema, statusLabels), status.one);
  r.post('/:id/incomplete', ...writer, validateBody(incompleteSchema, incompleteLabels), incompleteHandler(deps));
  r.put('/:id/fee', ...writer, validateBody(feeSchema, feeLabels), fee.one);
  r.put('/:id/registration', ...writer, validateBody(registrationSchema, registrationLabels), registration.put);
  r.post('/:id/decline', ...writer, validateBody(staffDeclineSchema, staffDeclineLabels), registration.staffDecline);
  r.get('/:id/documents/:docId', ...reader, records.document);
  r.get('/:id/refunds', ...reader, refunds.list);
  r.post('/:id/refunds', ...writer, validateBody(refundSchema, refundLabels), refunds.add);
  return r;
}
