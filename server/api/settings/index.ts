// /api/settings: the site settings for admins (GET, PUT with any subset of fields), the brochure upload and the
// 합격증's seal image (never a public file: the certificate page inlines it), and 샘플 내용 지우기 (sample.ts).
// Every write goes through the publish step, so every process shows the change (the footer) on the next page load.
import { Router, type RequestHandler } from 'express';
import { StoredFile } from '../../../db/models/index.js';
import type { SiteSettings } from '../../../domain/settings.js';
import { loadSettings } from '../../../db/settings.js';
import { currentUser, type AuthKit } from '../../auth/passport.js';
import type { Publisher } from '../../cache/publish.js';
import { badRequest, notFound } from '../../http/errors.js';
import { memoryUpload } from '../../files/upload.js';
import { checkUpload, presentFile } from '../../files/store.js';
import { validateBody } from '../../middleware/validate.js';
import { networkAllowed } from '../../../domain/networks.js';
import { settingsLabels, settingsUpdate, type SettingsUpdate } from './schema.js';
import { replaceBrochure, replaceSeal, updateSettings } from './write.js';
import { clientIp } from '../../http/client-ip.js';
import type { Sequelize } from 'sequelize';
import { sampleContentApi } from './sample.js';

const BROCHURE_MAX_MB = 30;
const SEAL_MAX_MB = 2;

async function present(s: SiteSettings) {
  const file = s.brochureFileId === null ? null : await StoredFile.findByPk(s.brochureFileId);
  const seal = s.sealFileId === null ? null : await StoredFile.findByPk(s.sealFileId);
  return { id: 1, ...s, brochure: file ? presentFile(file) : null, seal: seal ? presentFile(seal) : null };
}

export interface SettingsApiDeps {
  auth: AuthKit;
  publisher: Publisher;
  sequelize: Sequelize;
}

export function settingsApi({ auth, publisher, sequelize }: SettingsApiDeps): Router {
  const r = Router();
  r.use(sampleContentApi({ auth, sequelize, publisher }));
  // react-admin's <Edit id={1}> reads /settings/1; the singleton also answers at /settings.
  const only1: RequestHandler = (req, _res, next) =>
    next(req.params.id === undefined || req.params.id === '1' ? undefined : notFound('설정을 찾을 수 없습니다.'));

  const show: RequestHandler = async (_req, res) => {
    res.json(await present(await loadSettings()));
  };

  const update: RequestHandler = async (req, res) => {
    const patch = req.body as SettingsUpdate;
    // Saving a list without one's own address would shut the person saving it out of the admin at once.
    const ip = clientIp(req);
    if (patch.adminAllowedNetworks && !networkAllowed(ip, patch.adminAllowedNetworks)) {
      const message = `지금 접속한 주소(${ip})가 목록에 없어, 저장하면 관리자 화면에 들어올 수 없게 됩니다. 이 주소가 속한 대역을 함께 넣어주세요.`;
      throw badRequest(message, { adminAllowedNetworks: message });
    }
    const settings = await publisher.write('settings', (t) => updateSettings(t, patch));
    res.json(await present(settings));
  };

  const uploadBrochure: RequestHandler = async (req, res) => {
    if (!req.file) throw badRequest('브로슈어 PDF 파일을 선택해주세요.', { file: '브로슈어 PDF 파일을 선택해주세요.' });
    const checked = await checkUpload(req.file, { extensions: ['pdf'], maxBytes: BROCHURE_MAX_MB * 1024 * 1024 });
    const settings = await publisher.write('settings', (t) => replaceBrochure(t, checked, currentUser(req).id));
    res.status(201).json(await present(settings));
  };

  const removeBrochure: RequestHandler = async (req, res) => {
    const settings = await publisher.write('settings', (t) => replaceBrochure(t, null, currentUser(req).id));
    res.json(await present(settings));
  };

  // The 합격증's seal: a PNG (transparent background) or JPEG, at most 2 MB.
  const uploadSeal: RequestHandler = async (req, res) => {
    if (!req.file) throw badRequest('직인 이미지 파일을 선택해주세요.', { file: '직인 이미지 파일을 선택해주세요.' });
    const checked = await checkUpload(req.file, {
      extensions: ['png', 'jpg', 'jpeg'],
      maxBytes: SEAL_MAX_MB * 1024 * 1024,
    });
    const settings = await publisher.write('settings', (t) => replaceSeal(t, checked, currentUser(req).id));
    res.status(201).json(await present(settings));
  };

  const removeSeal: RequestHandler = async (req, res) => {
    const settings = await publisher.write('settings', (t) => replaceSeal(t, null, currentUser(req).id));
    res.json(await present(settings));
  };

  r.post('/seal', ...auth.allow('settings'), memoryUpload(1, SEAL_MAX_MB).single('file'), uploadSeal);
  r.delete('/seal', ...auth.allow('settings'), removeSeal);
  r.post('/brochure', ...auth.allow('settings'), memoryUpload(1, BROCHURE_MAX_MB).single('file'), uploadBrochure);
  r.delete('/brochure', ...auth.allow('settings'), removeBrochure);
  r.get('{/:id}', ...auth.allow('settings'), only1, show);
  r.put('{/:id}', ...auth.allow('settings'), only1, validateBody(settingsUpdate, settingsLabels), update);
  return r;
}
