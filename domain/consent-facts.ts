// The facts a consent must state (개인정보 보호법 제15조 제2항, 제22조; the PIPC's 동의 안내서): its purpose, the
// items, how long they are kept, and the right to refuse with what refusing means. The pages draw them 20 % larger
// than the text around them and highlighted (public-web/views/consent-facts.tsx).
import type { FormField, FormLang } from './forms.js';

export type ConsentFact = [label: string, text: string];
type Lang = 'ko' | 'zh';

/** 입학 소식 수신 동의 (광고성 정보, 정보통신망법 제50조): /subscribe and the forms' optional box. */
export const MARKETING_FACTS: Record<Lang, ConsentFact[]> = {
  ko: [
    ['목적', '입학 소식(입학설명회, 모집 일정, 장학 안내 등 광고성 정보) 이메일 발송'],
    ['항목', '이름, 이메일 주소'],
    [
      '보유 기간',
      '수신 거부 시까지. 2년마다 수신 동의를 다시 여쭈며, 답이 없으면 파기합니다. 확인하지 않은 신청은 7일 뒤 파기합니다.',
    ],
    [
      '거부할 권리',
      '동의하지 않으실 수 있으며, 이 경우 입학 소식을 보내드리지 않습니다. 그 밖의 불이익은 없습니다. 메일마다 있는 수신 거부 링크로 언제든 무료로 그만 받으실 수 있습니다.',
    ],
  ],
  zh: [
    ['目的', '发送招生信息（招生说明会、招生日程、奖学金等广告性信息）'],
    ['项目', '姓名、电子邮箱地址'],
    ['保存期限', '至退订为止。每两年重新确认一次，未答复者的信息将被删除。未确认的申请7天后删除。'],
    ['拒绝的权利', '您可以不同意，此时我们不会向您发送招生信息，除此之外没有任何不利。每封邮件均附有免费退订链接。'],
  ],
};

/**
 * A sign-up form's required consent, from the form itself: what it asks (its fields), for what (its title) and for
 * how long (its retention), so the facts can never drift from what the form collects.
 */
export function signupConsentFacts(
  form: { title: string; fields: Pick<FormField, 'label'>[]; retentionDays: number },
  lang: FormLang,
): ConsentFact[] {
  const items = form.fields.map((f) => f.label).filter(Boolean);
  if (lang === 'zh-Hans')
    return [
      ['使用目的', `「${form.title}」报名受理、确认邮件及变更·取消联系`],
      ['收集项目', items.join('、')],
      ['保存期限', `自报名之日起${form.retentionDays}天（期满后立即销毁）`],
      ['拒绝权利及后果', '您有权拒绝同意。但拒绝时无法报名。'],
    ];
  return [
    ['수집·이용 목적', `「${form.title}」 신청 접수, 확인 메일과 변경·취소 안내`],
    ['수집 항목', items.join(', ')],
    ['보유·이용 기간', `신청일로부터 ${form.retentionDays}일 (기간이 지나면 지체 없이 파기)`],
    ['동의를 거부할 권리', '동의를 거부할 수 있습니다. 다만 동의하지 않으면 신청할 수 없습니다.'],
  ];
}
