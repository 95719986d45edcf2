// Sample applications for the embedded database: a few applicants at different stages, with a photo and PDFs,
// so 원서접수 관리 has something to show. Their look-up password is "sample-pass-1".
import { createHash } from 'node:crypto';
import { Op } from 'sequelize';
import sharp from 'sharp';
import { hashPassword } from '../auth/passwords.js';
import { Application, ApplicationDocument, ApplicationStatusChange, StoredFile } from '../../db/models/index.js';
import { AdmissionRound } from '../../db/models/index.js';
import { SUBMITTED_ENTRY } from '../../domain/application-status.js';
import { now, nowMs } from '../../domain/clock.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<< /Type /Catalog >>endobj\ntrailer<< /Root 1 0 R >>\n%%EOF\n');

async function portrait(hue: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400"><rect width="300" height="400" fill="#e9eef5"/><circle cx="150" cy="150" r="70" fill="${hue}"/><rect x="55" y="240" width="190" height="170" rx="80" fill="${hue}"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

type Sample = Partial<Application> & {
  name: string;
  nameEn: string;
  status: Application['status'];
  days: number;
  department: string | null;
};

const people: Sample[] = [
  {
    name: '김도윤',
    nameEn: 'KIM DOYUN',
    department: 'startup_business',
    status: 'received',
    days: 1,
    birthDate: '1987-04-12',
    gender: 'M',
    company: '도윤푸드테크',
    position: '대표',
    careerYears: 6,
    industry: 'ict',
    careerRole: 'owner',
    school: '서울과학기술대학교',
    major: '식품공학',
  },
  {
    name: '박서현',
    nameEn: 'PARK SEOHYUN',
    department: 'small_business',
    status: 'doc_check',
    days: 3,
    birthDate: '1983-11-02',
    gender: 'F',
    company: '대한정밀(주)',
    position: '부장',
    careerYears: 15,
    industry: 'manufacturing',
    careerRole: 'employee',
    school: '한빛대학교',
    major: '경영학',
  },
  {
    name: '이준호',
    nameEn: 'LEE JUNHO',
    department: 'succession',
    status: 'doc_review',
    days: 6,
    birthDate: '1991-02-27',
    gender: 'M',
    company: '이가철강',
    position: '이사',
    careerYears: 8,
    industry: 'manufacturing',
    careerRole: 'executive',
    school: '부산대학교',
    major: '기계공학',
  },
  {
    name: '최유진',
    nameEn: 'CHOI YUJIN',
    department: 'ai_business',
    status: 'interview',
    days: 9,
    birthDate: '1993-07-19',
    gender: 'F',
    company: '넥스트데이터',
    position: '팀장',
    careerYears: 7,
    industry: 'ict',
    careerRole: 'employee',
    school: '충남대학교',
    major: '통계학',
  },
  {
    name: '정민수',
    nameEn: 'JUNG MINSU',
    department: 'continuty',
    status: 'accepted',
    days: 14,
    birthDate: '1979-09-05',
    gender: 'M',
    company: '민수물류',
    position: '대표',
    careerYears: 20,
    industry: 'wholesale',
    careerRole: 'owner',
    school: '한빛대학교',
    major: '무역학',
  },
  {
    name: '王丽',
    nameEn: 'WANG LI',
    department: null,
    status: 'received',
    days: 2,
    birthDate: '1990-03-08',
    gender: 'F',
    nationality: '中国',
    mobile: '+86 139 1234 5678',
    locale: 'zh-Hans',
    track: 'china_mba',
    topikLevel: 4,
    school: '山东大学',
    major: '工商管理',
    company: '青岛海通贸易有限公司',
    position: '经理',
    careerYears: 9,
    industry: 'wholesale',
    careerRole: 'employee',
  },
];

const essay = (p: Sample) =>
  p.locale === 'zh-Hans'
    ? '我在青岛一家贸易公司工作了九年，负责韩国市场的进出口业务。为了更系统地学习中小企业经营与国际贸易，我希望在贵校攻读MBA课程，并将所学应用于中韩两国企业之间的合作。'
    : `${p.company}에서 ${p.careerYears}년 동안 일하며 현장의 문제를 풀어 왔습니다. 회사가 다음 단계로 성장하려면 경영 전반을 체계적으로 배워야 한다고 느꼈고, 같은 고민을 가진 경영자들과 함께 배우고 싶어 지원합니다. 입학 후에는 실제 회사의 사례로 연구를 이어가겠습니다.`;

const progressNotes: Record<string, string> = {
  doc_check: '서류 원본 도착 확인',
  doc_review: '서류심사 대상 확정',
  interview: '면접 대상자 선정',
  accepted: '입학전형위원회 의결로 최종 합격',
};

export async function seedApplications(): Promise<void> {
  if (await Application.count()) return;
  // The sample applications came in during the round open now (seedRounds runs first).
  const round = await AdmissionRound.findOne({
    where: { applyStartAt: { [Op.lte]: now() } },
    order: [['applyStartAt', 'DESC']],
  });
  if (!round) return;
  const term = round.term;
  const lookupHash = await hashPassword('sample-pass-1');
  const hues = ['#4a6fa5', '#8a5a44', '#3f7f5f', '#6b4f8a', '#99663d', '#5b6f80'];
  for (const [i, p] of people.entries()) {
    const submittedAt = new Date(nowMs() - p.days * 86_400_000);
    const a = await Application.create({
      receiptNo: `${term}-${String(i + 1).padStart(4, '0')}`,
      idempotencyKey: crypto.randomUUID(),
      locale: p.locale ?? 'ko',
      term,
      roundId: round.id,
      track: p.track ?? 'master',
      department: p.department,
      status: p.status,
      name: p.name,
      nameEn: p.nameEn,
      birthDate: p.birthDate!,
      gender: p.gender!,
      nationality: p.nationality ?? '대한민국',
      mobile: p.mobile ?? `010-${2000 + i * 111}-${5000 + i * 37}`,
      email: `applicant${i + 1}@example.com`,
      postalCode: '06978',
      address: '서울특별시 동작구 상도로 369',
      addressDetail: null,
      school: p.school!,
      major: p.major!,
      degree: 'bachelor',
      degreeStatus: 'graduated',
      eduStart: '2008-03',
      eduEnd: '2012-02',
      company: p.company ?? null,
      companyDept: null,
      position: p.position ?? null,
      careerYears: p.careerYears ?? null,
      industry: p.industry ?? null,
      careerRole: p.careerRole ?? null,
      topikLevel: p.topikLevel ?? null,
      essayIntro: essay(p),
      essayPlan: essay(p),
      consents: Object.fromEntries(
        ['privacy', 'verify', 'career', 'marketing'].map((k) => [
          k,
          { agreed: k !== 'marketing', at: submittedAt.toISOString(), version: '2026-11' },
        ]),
      ),
      lookupHash,
      memo: '',
      applicantNote: p.status === 'interview' ? '면접은 다음 주 토요일 오전 10시, 창업관 301호에서 진행합니다.' : '',
      submitIp: null,
      submittedAt,
      statusChangedAt: submittedAt,
    });
    const photo = await portrait(hues[i % hues.length]);
    const docs: [string, string, string, Buffer][] = [
      ['photo', 'photo.jpg', 'image/jpeg', photo],
      ['diploma', '졸업증명서.pdf', 'application/pdf', PDF],
      ['transcript', '성적증명서.pdf', 'application/pdf', PDF],
    ];
    if (p.track === 'china_mba') docs.push(['chsi', '学信网学历认证报告.pdf', 'application/pdf', PDF]);
    for (const [kind, name, mime, data] of docs) {
      const thumb = mime.startsWith('image/') ? await sharp(data).resize({ width: 240 }).webp().toBuffer() : null;
      const file = await StoredFile.create({
        ownerType: 'application',
        ownerId: a.id,
        name,
        mime,
        size: data.length,
        sha256: createHash('sha256').update(data).digest('hex'),
        width: thumb ? 300 : null,
        height: thumb ? 400 : null,
        data,
        thumb,
        createdBy: null,
      });
      await ApplicationDocument.create({ applicationId: a.id, fileId: file.id, kind });
    }
    await ApplicationStatusChange.create({ applicationId: a.id, ...SUBMITTED_ENTRY, createdAt: submittedAt });
    if (p.status !== 'received') {
      await ApplicationStatusChange.create({
        applicationId: a.id,
        fromStatus: 'received',
        toStatus: p.status,
        note: progressNotes[p.status] ?? '',
        changedBy: null,
        changedByName: '입학관리팀',
      });
    }
  }
  await Application.sequelize!.query(
    `INSERT INTO application_counters (term, last_number) VALUES (:term, :n) ON CONFLICT (term) DO UPDATE SET last_number = GREATEST(application_counters.last_number, :n)`,
    { replacements: { term, n: people.length } },
  );
}
