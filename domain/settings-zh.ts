// The Chinese (zh-Hans) texts of the settings visitors read in the China section's footer: the school's names, the
// address and hours (settings.zh), and each family site's and social link's nameZh. A Chinese text staff left empty
// reads as the one written here for the seeded school; a link that has none reads by its address from the seeded
// list, and only a link unknown to both keeps its Korean name (marked lang="ko" where it is drawn).

/** The seeded school's Chinese texts (settings.zh's defaults, and the fallback of an empty field). */
export const ZH_DEFAULTS = {
  universityName: '韩光大学',
  schoolName: '中小企业研究生院',
  address: '韩国首尔特别市铜雀区上道路369 韩光大学创业馆3层',
  businessHours: '工作日 09:00 ~ 18:00（午休 12:00 ~ 13:00，韩国时间）',
};

export type ZhTexts = typeof ZH_DEFAULTS;

/** The seeded family sites' and social links' Chinese names, by address. */
export const ZH_LINK_NAMES: Record<string, string> = {
  'https://www.hanbit.ac.kr': '韩光大学',
  'https://grad.hanbit.ac.kr': '韩光大学研究生院',
  'https://www.mss.go.kr': '韩国中小风险企业部',
  'https://www.kised.or.kr': '韩国创业振兴院',
  'https://www.semas.or.kr': '韩国小商工人市场振兴公团',
  'https://www.youtube.com/@hanbitgsb': 'YouTube',
  'https://blog.naver.com/hanbitgsb': 'NAVER 博客',
  'https://www.instagram.com/hanbitgsb': 'Instagram',
};

interface Link {
  name: string;
  url: string;
  nameZh?: string;
}

/** A link's name as the China section shows it; `lang` is 'ko' when only its Korean name is known. */
export function linkInChinese(l: Link): { name: string; url: string; lang?: 'ko' } {
  const zh = l.nameZh?.trim() || ZH_LINK_NAMES[l.url];
  return zh ? { name: zh, url: l.url } : { name: l.name, url: l.url, lang: 'ko' };
}

/** The footer's texts for the China section: each empty Chinese text falls back to the seeded one. */
export function textsInChinese(zh: Partial<ZhTexts> | undefined): ZhTexts {
  const out = { ...ZH_DEFAULTS };
  for (const k of Object.keys(ZH_DEFAULTS) as (keyof ZhTexts)[]) out[k] = zh?.[k]?.trim() || ZH_DEFAULTS[k];
  return out;
}

/** The school's full name in a reader's language: the Chinese one (settings.zh, else the seeded one) for zh. */
export function schoolNameIn(
  s: { universityName: string; schoolName: string; zh?: Partial<ZhTexts> },
  lang: 'ko' | 'zh' | 'zh-Hans',
): string {
  if (lang === 'ko') return `${s.universityName} ${s.schoolName}`;
  const zh = textsInChinese(s.zh);
  return `${zh.universityName} ${zh.schoolName}`;
}
