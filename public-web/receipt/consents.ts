// The consent items of the application (개인정보 보호법 제15조 제2항, 제17조, 제22조): each states its purpose,
// the items, the retention period and the right to refuse with its consequence. Required and optional apart.
export interface ConsentItem {
  key: 'consentPrivacy' | 'consentVerify' | 'consentCareer' | 'consentMarketing';
  required: boolean;
  title: string;
  rows: [label: string, text: string][];
}

export function retentionText(days: number, lang: 'ko' | 'zh'): string {
  const years = days % 365 === 0 ? days / 365 : null;
  if (lang === 'zh')
    return years ? `入学选拔结束后${years}年，期满后立即销毁` : `入学选拔结束后${days}天，期满后立即销毁`;
  return years
    ? `입학전형 종료 후 ${years}년 (기간이 지나면 지체 없이 파기)`
    : `입학전형 종료 후 ${days}일 (기간이 지나면 지체 없이 파기)`;
}

export function consentItems(lang: 'ko' | 'zh', retentionDays: number): ConsentItem[] {
  const keep = retentionText(retentionDays, lang);
  if (lang === 'zh') {
    return [
      {
        key: 'consentPrivacy',
        required: true,
        title: '［必选］个人信息收集·使用同意',
        rows: [
          ['使用目的', '入学选拔（材料审查·面试）、录取通知、入学相关联系'],
          [
            '收集项目',
            '姓名、护照姓名、出生日期、性别、国籍、手机、电子邮箱、地址、学历、TOPIK等级、证件照、提交材料、自我介绍、学习计划书',
          ],
          ['保存期限', keep],
          ['拒绝权利及后果', '您有权拒绝同意。但拒绝时无法进行入学选拔，因此无法提交申请。'],
        ],
      },
      {
        key: 'consentVerify',
        required: true,
        title: '［必选］为学历查询向第三方提供个人信息同意',
        rows: [
          ['接收方', '毕业院校、学信网（CHSI）等学历认证机构'],
          ['接收方使用目的', '核实学历、学位的真实性'],
          ['提供项目', '姓名、出生日期、毕业院校、专业、学位、入学·毕业年月'],
          ['接收方保存期限', '学历查询完成为止'],
          ['拒绝权利及后果', '您有权拒绝同意。但无法核实学历时无法进行选拔，因此无法提交申请。'],
        ],
      },
      {
        key: 'consentCareer',
        required: false,
        title: '［可选］工作经历信息收集·使用同意',
        rows: [
          ['使用目的', '奖学金审查及课程运营参考'],
          ['收集项目', '工作单位、部门、职务、工作年限、行业、职位类别'],
          ['保存期限', keep],
          ['拒绝权利及后果', '您可以拒绝同意，申请不受任何影响；拒绝时不收集工作经历信息。'],
        ],
      },
      {
        key: 'consentMarketing',
        required: false,
        title: '［可选］招生说明会·活动信息接收同意',
        rows: [
          ['使用目的', '通过电子邮件·短信发送招生说明会及活动信息'],
          ['收集项目', '姓名、手机、电子邮箱'],
          ['保存期限', `撤回同意时或${keep}`],
          ['拒绝权利及后果', '您可以拒绝同意，申请不受任何影响。'],
        ],
      },
    ];
  }
  return [
    {
      key: 'consentPrivacy',
      required: true,
      title: '[필수] 개인정보 수집·이용 동의',
      rows: [
        ['수집·이용 목적', '입학전형 진행(서류심사·면접), 합격자 발표, 입학 관련 안내 및 연락'],
        [
          '수집 항목',
          '성명, 영문 성명, 생년월일, 성별, 국적, 휴대전화, 이메일, 주소, 학력 사항, 증명사진, 제출 서류, 자기소개서·학업계획서',
        ],
        ['보유·이용 기간', keep],
        [
          '동의 거부 권리 및 불이익',
          '동의를 거부할 권리가 있습니다. 다만 거부하시면 입학전형을 진행할 수 없어 지원할 수 없습니다.',
        ],
      ],
    },
    {
      key: 'consentVerify',
      required: true,
      title: '[필수] 학력조회를 위한 개인정보 제3자 제공 동의',
      rows: [
        ['제공받는 자', '출신 학교(대학·대학원), 해외 학력의 경우 학력인증기관(학신망 등)'],
        ['제공받는 자의 이용 목적', '학력·학위 사실 확인'],
        ['제공 항목', '성명, 생년월일, 출신 학교, 전공, 학위, 입학·졸업 연월'],
        ['제공받는 자의 보유 기간', '학력조회 완료 시까지'],
        ['동의 거부 권리 및 불이익', '동의를 거부할 권리가 있습니다. 다만 학력을 확인할 수 없어 지원할 수 없습니다.'],
      ],
    },
    {
      key: 'consentCareer',
      required: false,
      title: '[선택] 경력 정보 수집·이용 동의',
      rows: [
        ['수집·이용 목적', '장학생 선발 심사 및 교육과정 운영 참고'],
        ['수집 항목', '직장명, 부서, 직위, 경력 연수, 업종, 대표·임원 여부'],
        ['보유·이용 기간', keep],
        [
          '동의 거부 권리 및 불이익',
          '동의하지 않아도 지원에 아무런 불이익이 없으며, 이 경우 경력 정보를 받지 않습니다.',
        ],
      ],
    },
    {
      key: 'consentMarketing',
      required: false,
      title: '[선택] 입학설명회·행사 안내 수신 동의',
      rows: [
        ['수집·이용 목적', '입학설명회, 특강 등 행사 안내를 이메일·문자로 발송'],
        ['수집 항목', '성명, 휴대전화, 이메일'],
        ['보유·이용 기간', `동의 철회 시 또는 ${keep}`],
        ['동의 거부 권리 및 불이익', '동의하지 않아도 지원에 아무런 불이익이 없습니다.'],
      ],
    },
  ];
}
