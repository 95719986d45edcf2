// Site settings: their shape, their defaults, and the one place the public pages and the admin read them from.
import { z } from 'zod';
import { Setting } from '../models/setting.js';

const link = z.object({ name: z.string().min(1).max(50), url: z.string().url().max(500) });

export const settingsSchema = z.object({
  schoolName: z.string().min(1).max(60),
  universityName: z.string().min(1).max(60),
  adminTitle: z.string().min(1).max(60),
  address: z.string().max(200),
  postalCode: z.string().max(10),
  phone: z.string().max(30),
  fax: z.string().max(30),
  email: z.string().max(254),
  businessHours: z.string().max(100),
  brochureFileId: z.number().int().positive().nullable(),
  familySites: z.array(link).max(30),
  socialLinks: z.array(link).max(10),
  applicationUrl: z.string().max(500),
  applicationRetentionDays: z.number().int().min(30).max(3650),
  privacyOfficer: z.object({ name: z.string().max(50), position: z.string().max(50), phone: z.string().max(30), email: z.string().max(254) }),
});

export type SiteSettings = z.infer<typeof settingsSchema>;

export const defaultSettings: SiteSettings = {
  schoolName: '중소기업대학원',
  universityName: '한빛대학교',
  adminTitle: '창업지원 관리자',
  address: '서울특별시 동작구 상도로 369 한빛대학교 창업관 3층',
  postalCode: '06978',
  phone: '02-820-0990',
  fax: '02-820-0991',
  email: 'gsb@hanbit.ac.kr',
  businessHours: '평일 09:00 ~ 18:00 (점심시간 12:00 ~ 13:00)',
  brochureFileId: null,
  familySites: [
    { name: '한빛대학교', url: 'https://www.hanbit.ac.kr' },
    { name: '한빛대학교 대학원', url: 'https://grad.hanbit.ac.kr' },
    { name: '중소벤처기업부', url: 'https://www.mss.go.kr' },
    { name: '창업진흥원', url: 'https://www.kised.or.kr' },
    { name: '소상공인시장진흥공단', url: 'https://www.semas.or.kr' },
  ],
  socialLinks: [
    { name: '유튜브', url: 'https://www.youtube.com/@hanbitgsb' },
    { name: '블로그', url: 'https://blog.naver.com/hanbitgsb' },
    { name: '인스타그램', url: 'https://www.instagram.com/hanbitgsb' },
  ],
  applicationUrl: '',
  applicationRetentionDays: 1825,
  privacyOfficer: { name: '김정우', position: '중소기업대학원 행정실장', phone: '02-820-0990', email: 'privacy@hanbit.ac.kr' },
};

/** Writes the settings row with the defaults when it is missing; fills keys added since. */
export async function ensureSettings(): Promise<void> {
  const row = await Setting.findByPk(1);
  if (!row) {
    await Setting.create({ id: 1, data: defaultSettings });
    return;
  }
  const merged = { ...defaultSettings, ...row.data };
  if (Object.keys(merged).length !== Object.keys(row.data).length) await row.update({ data: merged });
}

export async function loadSettings(): Promise<SiteSettings> {
  const row = await Setting.findByPk(1);
  const parsed = settingsSchema.safeParse({ ...defaultSettings, ...(row?.data ?? {}) });
  return parsed.success ? parsed.data : defaultSettings;
}
