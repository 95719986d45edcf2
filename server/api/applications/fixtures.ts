// Test fixtures for applications: a valid form, real PNG/PDF bytes, and a multipart submit helper.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<< /Type /Catalog >>endobj\ntrailer<< /Root 1 0 R >>\n%%EOF\n');

export async function png(width = 300, height = 400): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .png()
    .toBuffer();
}

const essay =
  '저는 제조업 분야 중소기업에서 12년간 생산관리와 영업을 맡아 왔으며, 회사의 다음 세대 경영을 준비하기 위해 체계적인 경영학 공부가 필요하다고 느껴 지원하게 되었습니다. 현장에서 얻은 경험을 이론과 연결하고 싶습니다.';

let roundId = 0;
/** The round the fixtures' applications name (startTestApp makes one open at the test clock). */
export function useRound(id: number): void {
  roundId = id;
}

export function validFields(over: Record<string, string | undefined> = {}): Record<string, string> {
  const base: Record<string, string | undefined> = {
    locale: 'ko',
    idempotencyKey: randomUUID(),
    consentPrivacy: 'yes',
    consentVerify: 'yes',
    consentCareer: 'yes',
    consentMarketing: 'no',
    roundId: String(roundId),
    track: 'master',
    department: 'small_business',
    name: '홍길동',
    nameEn: 'Hong Gildong',
    birthDate: '1985-03-14',
    gender: 'M',
    nationality: '대한민국',
    mobile: '010-1234-5678',
    email: 'hong@example.com',
    postalCode: '06978',
    address: '서울특별시 동작구 상도로 369',
    addressDetail: '101동 202호',
    school: '한빛대학교',
    major: '경영학',
    degree: 'bachelor',
    degreeStatus: 'graduated',
    eduStart: '2004-03',
    eduEnd: '2010-02',
    company: '길동정밀(주)',
    companyDept: '경영지원팀',
    position: '이사',
    careerYears: '12',
    industry: 'manufacturing',
    careerRole: 'executive',
    essayIntro: essay,
    essayPlan: essay,
    password: 'lookup-pass-1',
    passwordConfirm: 'lookup-pass-1',
    ...over,
  };
  return Object.fromEntries(Object.entries(base).filter((e): e is [string, string] => e[1] !== undefined));
}

export interface UploadFile {
  field: string;
  name: string;
  bytes: Buffer;
  type?: string;
}

export async function defaultFiles(track: 'master' | 'china_mba' = 'master'): Promise<UploadFile[]> {
  const files: UploadFile[] = [
    { field: 'photo', name: '증명사진.png', bytes: await png(), type: 'image/png' },
    { field: 'diploma', name: '졸업증명서.pdf', bytes: PDF, type: 'application/pdf' },
    { field: 'transcript', name: '성적증명서.pdf', bytes: PDF, type: 'application/pdf' },
  ];
  if (track === 'china_mba') files.push({ field: 'chsi', name: '学信网认证.pdf', bytes: PDF, type: 'application/pdf' });
  return files;
}

/**
 * A fixture's submit stands for a new applicant of its own: the submit limits' counters (rate_windows) are emptied
 * first, as if each came from its own network and day. Tests of the limits post with postSubmit.
 */
export async function submitForm(
  app: { baseUrl: string; sequelize?: { query(sql: string): Promise<unknown> } },
  fields: Record<string, string>,
  files: UploadFile[],
  extraFields: [string, string][] = [],
): Promise<{ status: number; body: any; headers: Headers }> {
  await app.sequelize?.query('DELETE FROM rate_windows');
  return postSubmit(app, fields, files, extraFields);
}

/** POST /api/applications/submit as multipart, counted by the submit limits like any request. */
export async function postSubmit(
  app: { baseUrl: string },
  fields: Record<string, string>,
  files: UploadFile[],
  extraFields: [string, string][] = [],
): Promise<{ status: number; body: any; headers: Headers }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, v] of extraFields) form.append(k, v);
  for (const f of files)
    form.append(f.field, new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'application/octet-stream' }), f.name);
  const res = await fetch(`${app.baseUrl}/api/applications/submit`, {
    method: 'POST',
    body: form,
    headers: { accept: 'application/json' },
  });
  const text = await res.text();
  return {
    status: res.status,
    body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text,
    headers: res.headers,
  };
}
