// The words of the mails this capability sends: a campaign's mail to one recipient ("(광고)" before the subject,
// the footer with the school, its address and phone and the one-click unsubscribe, the List-Unsubscribe headers of
// RFC 2369 and RFC 8058), and the subscription's confirmation and re-confirmation mails, in Korean or Chinese.
import { AD_PREFIX, consentEnds } from '../../domain/campaigns.js';
import type { MailLang } from '../../domain/mail.js';
import type { SiteSettings } from '../../domain/settings.js';
import { formatLongDate } from '../../domain/time.js';

export const unsubscribeUrl = (publicUrl: string, token: string) => `${publicUrl}/unsubscribe/${token}`;
export const confirmUrl = (publicUrl: string, token: string) => `${publicUrl}/subscribe/confirm/${token}`;

/** "(광고)" once at the start, however staff wrote the subject. */
export function adSubject(subject: string): string {
  const bare = subject.trim().replace(/^\(광고\)\s*/, '');
  return `${AD_PREFIX} ${bare}`;
}

export function campaignFooter(s: SiteSettings, lang: MailLang, unsubscribe: string): string {
  const sender = `${s.universityName} ${s.schoolName}`;
  const ko = [
    '─────',
    `보낸 곳: ${sender}`,
    `주소: ${s.address}`,
    `전화: ${s.phone}`,
    '이 메일은 수신에 동의하신 분께 보내는 광고성 정보입니다.',
    `더 받지 않으려면(수신 거부, 무료): ${unsubscribe}`,
  ];
  if (lang === 'ko') return ko.join('\n');
  return [...ko, `如不希望再收到此类邮件（免费退订）：${unsubscribe}`].join('\n');
}

export interface ComposedMail {
  subject: string;
  text: string;
  headers: Record<string, string>;
}

/** One recipient's campaign mail. */
export function campaignMail(
  c: { subject: string; body: string },
  s: SiteSettings,
  lang: MailLang,
  opts: { publicUrl: string; token: string },
): ComposedMail {
  const link = unsubscribeUrl(opts.publicUrl, opts.token);
  return {
    subject: adSubject(c.subject),
    text: `${c.body.trim()}\n\n${campaignFooter(s, lang, link)}\n`,
    headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** The double opt-in mail: the link that confirms (or, two years on, renews) the subscription. */
export function confirmMail(
  s: SiteSettings,
  p: { name: string; lang: MailLang; token: string; publicUrl: string; renew?: { consentAt: Date } },
): { subject: string; text: string } {
  const link = confirmUrl(p.publicUrl, p.token);
  const sender = `${s.universityName} ${s.schoolName}`;
  if (p.lang === 'zh-Hans') {
    return p.renew
      ? {
          subject: `[${sender}] 请确认是否继续接收招生信息`,
          text: `${p.name}，您好。\n您同意接收招生信息已满两年。如希望继续接收，请在 ${formatLongDate(consentEnds(p.renew.consentAt))} 前点击以下链接确认：\n${link}\n未确认者将不再收到邮件，其信息将被删除。\n\n${sender} ${s.phone}\n`,
        }
      : {
          subject: `[${sender}] 请确认订阅招生信息`,
          text: `${p.name}，您好。\n请点击以下链接完成订阅（仅在确认后生效）：\n${link}\n如非本人申请，请忽略此邮件，7天后信息将自动删除。\n\n${sender} ${s.phone}\n`,
        };
  }
  return p.renew
    ? {
        subject: `[${sender}] 입학 소식 수신 동의를 다시 확인해주세요`,
        text: `${p.name}님, 입학 소식 수신에 동의하신 지 2년이 됩니다(정보통신망법 제50조).\n계속 받으시려면 ${formatLongDate(consentEnds(p.renew.consentAt))}까지 아래 링크에서 확인해주세요.\n${link}\n확인하지 않으시면 더 보내지 않으며, 구독 정보는 파기됩니다.\n\n${sender} ${s.phone}\n`,
      }
    : {
        subject: `[${sender}] 입학 소식 구독을 확인해주세요`,
        text: `${p.name}님, 입학 소식 구독 신청을 받았습니다.\n아래 링크에서 확인하시면 구독이 시작됩니다(확인 전에는 메일을 보내지 않습니다).\n${link}\n직접 신청하지 않으셨다면 이 메일을 무시해주세요. 7일 뒤 신청 정보가 파기됩니다.\n\n${sender} ${s.phone}\n`,
      };
}
