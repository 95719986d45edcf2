// The words of the subscription pages (/subscribe, /china/subscribe, the confirmation and the unsubscribe pages), in
// Korean and Simplified Chinese. The consent states purpose, items, retention and the right to refuse (개인정보
// 보호법 제15조제2항, 정보통신망법 제50조).
export type SubLang = 'ko' | 'zh';

export const subscribeStrings = {
  ko: {
    title: '입학 소식 받기',
    lead: '입학설명회, 모집 일정, 장학 안내 등 입학 소식을 이메일로 보내드립니다. 신청 후 받으신 메일의 확인 링크를 누르셔야 구독이 시작됩니다.',
    name: '이름',
    email: '이메일',
    required: '필수',
    consentHeading: '개인정보 수집·이용 및 광고성 정보 수신 동의',
    consentRows: [
      { term: '목적', desc: '입학 소식(입학설명회, 모집 일정, 장학 안내 등 광고성 정보) 이메일 발송' },
      { term: '항목', desc: '이름, 이메일 주소' },
      {
        term: '보유 기간',
        desc: '수신 거부 시까지. 2년마다 수신 동의를 다시 여쭈며, 답이 없으면 파기합니다. 확인하지 않은 신청은 7일 뒤 파기합니다.',
      },
      {
        term: '거부할 권리',
        desc: '동의하지 않으실 수 있으며, 이 경우 입학 소식을 보내드리지 않습니다. 그 밖의 불이익은 없습니다. 메일마다 있는 수신 거부 링크로 언제든 무료로 그만 받으실 수 있습니다.',
      },
    ],
    consent: '위 내용을 읽었으며, 입학 소식(광고성 정보)을 이메일로 받는 데 동의합니다.',
    submit: '구독 신청',
    honeypot: '이 칸은 비워 두세요',
    missing: '이름, 이메일과 동의 여부를 확인해주세요.',
    invalidEmail: '이메일 주소 형식이 올바르지 않습니다.',
    sentTitle: '확인 메일을 보냈습니다',
    sent: (email: string) =>
      `${email}(으)로 확인 메일을 보냈습니다. 메일의 링크를 누르시면 구독이 시작됩니다. 메일이 오지 않으면 스팸함을 확인해주세요.`,
    confirmTitle: '입학 소식 구독 확인',
    confirmLead: (name: string) => `${name}님, 아래 버튼을 누르시면 입학 소식 구독이 확정됩니다.`,
    renewLead: (name: string) => `${name}님, 아래 버튼을 누르시면 입학 소식 수신 동의가 2년 연장됩니다.`,
    confirmButton: '구독 확인',
    renewButton: '계속 받기',
    confirmed: '구독이 확인되었습니다. 입학 소식을 보내드리겠습니다.',
    renewed: '수신 동의를 다시 확인했습니다. 앞으로 2년간 입학 소식을 보내드리겠습니다.',
    badLink: '링크가 올바르지 않거나 기간이 지났습니다. 구독을 다시 신청해주세요.',
    again: '구독 신청하기',
    unsubTitle: '수신 거부',
    unsubLead: '아래 버튼을 누르시면 이 주소로는 홍보 메일을 더 보내지 않습니다.',
    unsubButton: '수신 거부',
    unsubscribed: '수신 거부가 처리되었습니다. 더 이상 홍보 메일을 보내지 않습니다.',
    badUnsub: '링크가 올바르지 않습니다. 메일에 있는 링크를 그대로 열어주세요.',
    home: '홈으로',
  },
  zh: {
    title: '订阅招生信息',
    lead: '我们将通过电子邮件发送招生说明会、招生日程、奖学金等招生信息。提交后请点击确认邮件中的链接，订阅方才生效。',
    name: '姓名',
    email: '电子邮箱',
    required: '必填',
    consentHeading: '个人信息收集、使用及接收广告性信息同意',
    consentRows: [
      { term: '目的', desc: '发送招生信息（招生说明会、招生日程、奖学金等广告性信息）' },
      { term: '项目', desc: '姓名、电子邮箱地址' },
      { term: '保存期限', desc: '至退订为止。每两年重新确认一次，未答复者的信息将被删除。未确认的申请7天后删除。' },
      {
        term: '拒绝的权利',
        desc: '您可以不同意，此时我们不会向您发送招生信息，除此之外没有任何不利。每封邮件均附有免费退订链接。',
      },
    ],
    consent: '我已阅读以上内容，同意通过电子邮件接收招生信息（广告性信息）。',
    submit: '申请订阅',
    honeypot: '此栏请留空',
    missing: '请填写姓名、电子邮箱并勾选同意。',
    invalidEmail: '电子邮箱格式不正确。',
    sentTitle: '确认邮件已发送',
    sent: (email: string) => `确认邮件已发送至 ${email}。点击邮件中的链接后订阅即生效。如未收到，请查看垃圾邮件。`,
    confirmTitle: '确认订阅招生信息',
    confirmLead: (name: string) => `${name}，点击下方按钮即可完成订阅。`,
    renewLead: (name: string) => `${name}，点击下方按钮即可将接收同意延长两年。`,
    confirmButton: '确认订阅',
    renewButton: '继续接收',
    confirmed: '订阅已确认。我们将为您发送招生信息。',
    renewed: '已重新确认接收同意。今后两年我们将继续为您发送招生信息。',
    badLink: '链接无效或已过期。请重新申请订阅。',
    again: '申请订阅',
    unsubTitle: '退订',
    unsubLead: '点击下方按钮后，我们将不再向此邮箱发送宣传邮件。',
    unsubButton: '退订',
    unsubscribed: '退订已完成。我们将不再向您发送宣传邮件。',
    badUnsub: '链接无效。请直接打开邮件中的链接。',
    home: '返回首页',
  },
} as const;

export const subscribePath = (lang: SubLang) => (lang === 'zh' ? '/china/subscribe' : '/subscribe');
export const homePath = (lang: SubLang) => (lang === 'zh' ? '/china' : '/');
