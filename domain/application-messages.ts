// Validation messages and field labels of the application form, in Korean and in Simplified Chinese
// (the China MBA form is answered in Chinese, messages beside the fields included).
import { REFUND_LABELS } from './refund-labels.js';

export type FormLang = 'ko' | 'zh';

export interface Messages {
  required: string;
  choose: string;
  tooLong: (n: number) => string;
  tooShort: (n: number) => string;
  invalid: string;
  nameKo: string;
  nameEn: string;
  date: string;
  age: string;
  mobile: string;
  email: string;
  postalCode: string;
  month: string;
  eduOrder: string;
  years: string;
  consentRequired: string;
  passwordLength: string;
  passwordMatch: string;
  roundClosed: string;
  departmentClosed: string;
  notAsked: string;
  fileRequired: string;
  fileType: (exts: string) => string;
  fileSize: (mb: number) => string;
  fileContent: string;
  fileCount: (n: number) => string;
  summary: (label: string, message: string) => string;
  throttled: string;
  lookupFailed: string;
}

const ko: Messages = {
  required: '필수 항목입니다.',
  choose: '항목을 선택해주세요.',
  tooLong: (n) => `${n}자 이하로 입력해주세요.`,
  tooShort: (n) => `${n}자 이상 입력해주세요.`,
  invalid: '형식이 올바르지 않습니다.',
  nameKo: '성명은 한글·한자·영문 2~20자로 입력해주세요.',
  nameEn: '영문 성명은 여권과 같이 영문으로 입력해주세요. (예: HONG GILDONG)',
  date: '날짜를 YYYY-MM-DD 형식으로 입력해주세요.',
  age: '생년월일을 다시 확인해주세요.',
  mobile: '휴대전화 번호를 확인해주세요. (예: 010-1234-5678)',
  email: '이메일 형식이 올바르지 않습니다.',
  postalCode: '우편번호는 숫자 5자리입니다.',
  month: '연월을 YYYY-MM 형식으로 입력해주세요.',
  eduOrder: '졸업(예정) 연월이 입학 연월보다 빠를 수 없습니다.',
  years: '경력 연수는 0~60 사이의 숫자로 입력해주세요.',
  consentRequired: '필수 동의 항목입니다. 동의하지 않으면 지원할 수 없습니다.',
  passwordLength: '조회 비밀번호는 8자 이상 64자 이하로 입력해주세요.',
  passwordMatch: '비밀번호 확인이 일치하지 않습니다.',
  roundClosed: '지금은 원서 접수 기간이 아닙니다. 작성하신 내용은 이 기기에 임시 저장되어 있습니다.',
  departmentClosed: '이번 모집에서 선발하지 않는 학과입니다. 다른 학과를 선택해주세요.',
  notAsked: '이번 모집에서 받지 않는 항목입니다.',
  fileRequired: '필수 제출 서류입니다. 파일을 첨부해주세요.',
  fileType: (exts) => `허용되지 않는 파일 형식입니다. (${exts}만 가능)`,
  fileSize: (mb) => `파일이 너무 큽니다. (최대 ${mb}MB)`,
  fileContent: '파일 내용이 형식과 맞지 않거나 손상된 파일입니다.',
  fileCount: (n) => `최대 ${n}개까지 첨부할 수 있습니다.`,
  summary: (label, message) => `${label}: ${message}`,
  throttled: '요청이 너무 많습니다.',
  lookupFailed: '입력하신 정보와 일치하는 지원서가 없습니다. 입력 내용을 다시 확인해주세요.',
};

const zh: Messages = {
  required: '此项为必填项。',
  choose: '请选择。',
  tooLong: (n) => `请输入${n}个字以内。`,
  tooShort: (n) => `请至少输入${n}个字。`,
  invalid: '格式不正确。',
  nameKo: '请输入2~20个字的姓名。',
  nameEn: '请按护照填写英文（拼音）姓名，例如：ZHANG WEI',
  date: '请按 YYYY-MM-DD 格式输入日期。',
  age: '请重新确认出生日期。',
  mobile: '请确认手机号码，例如：+86 138 0013 8000 或 010-1234-5678',
  email: '电子邮箱格式不正确。',
  postalCode: '邮政编码格式不正确。',
  month: '请按 YYYY-MM 格式输入年月。',
  eduOrder: '毕业（预计）年月不能早于入学年月。',
  years: '工作年限请输入0~60之间的数字。',
  consentRequired: '此项为必须同意的项目。不同意则无法提交申请。',
  passwordLength: '查询密码须为8~64个字符。',
  passwordMatch: '两次输入的密码不一致。',
  roundClosed: '目前不在报名期间。您填写的内容已暂存在此设备上。',
  departmentClosed: '本轮招生不招收该专业，请选择其他专业。',
  notAsked: '本轮招生不接收此项。',
  fileRequired: '此材料为必交材料，请上传文件。',
  fileType: (exts) => `不支持该文件格式（仅限 ${exts}）。`,
  fileSize: (mb) => `文件过大（最大 ${mb}MB）。`,
  fileContent: '文件内容与格式不符或文件已损坏。',
  fileCount: (n) => `最多可上传${n}个文件。`,
  summary: (label, message) => `${label}：${message}`,
  throttled: '请求过多。',
  lookupFailed: '没有与您输入的信息相符的申请。请重新确认输入内容。',
};

export const messages: Record<FormLang, Messages> = { ko, zh };

/** Field labels used in the one-line summary of a 400 answer. */
export const fieldLabels: Record<FormLang, Record<string, string>> = {
  ko: {
    locale: '언어',
    idempotencyKey: '제출 식별값',
    consentPrivacy: '개인정보 수집·이용 동의',
    consentVerify: '학력조회 제3자 제공 동의',
    consentCareer: '경력 정보 수집 동의',
    consentMarketing: '입학 안내 수신 동의',
    roundId: '모집',
    term: '모집 학기',
    track: '과정',
    department: '지원학과',
    name: '성명',
    nameEn: '영문 성명',
    birthDate: '생년월일',
    gender: '성별',
    nationality: '국적',
    mobile: '휴대전화',
    email: '이메일',
    postalCode: '우편번호',
    address: '주소',
    addressDetail: '상세주소',
    school: '출신 학교',
    major: '전공',
    degree: '학위',
    degreeStatus: '졸업 구분',
    eduStart: '입학 연월',
    eduEnd: '졸업(예정) 연월',
    company: '직장명',
    companyDept: '부서',
    position: '직위',
    careerYears: '경력 연수',
    industry: '업종',
    careerRole: '대표·임원 여부',
    topikLevel: 'TOPIK 급수',
    essayIntro: '자기소개서',
    essayPlan: '학업계획서',
    password: '조회 비밀번호',
    passwordConfirm: '비밀번호 확인',
    photo: '증명사진',
    diploma: '졸업(예정)증명서',
    transcript: '성적증명서',
    chsi: '학신망 학력인증보고서',
    employment: '재직·경력증명서',
    topik: 'TOPIK 성적표',
    certificate: '기타 증빙',
    ...REFUND_LABELS.ko,
  },
  zh: {
    locale: '语言',
    idempotencyKey: '提交标识',
    consentPrivacy: '个人信息收集·使用同意',
    consentVerify: '学历查询第三方提供同意',
    consentCareer: '工作经历信息收集同意',
    consentMarketing: '招生信息接收同意',
    roundId: '招生批次',
    term: '招生学期',
    track: '课程',
    department: '专业',
    name: '姓名',
    nameEn: '护照姓名',
    birthDate: '出生日期',
    gender: '性别',
    nationality: '国籍',
    mobile: '手机',
    email: '电子邮箱',
    postalCode: '邮政编码',
    address: '地址',
    addressDetail: '详细地址',
    school: '毕业院校',
    major: '专业',
    degree: '学位',
    degreeStatus: '毕业状态',
    eduStart: '入学年月',
    eduEnd: '毕业（预计）年月',
    company: '工作单位',
    companyDept: '部门',
    position: '职务',
    careerYears: '工作年限',
    industry: '行业',
    careerRole: '职位类别',
    topikLevel: 'TOPIK 等级',
    essayIntro: '自我介绍',
    essayPlan: '学习计划书',
    password: '查询密码',
    passwordConfirm: '确认密码',
    photo: '证件照',
    diploma: '毕业（预计）证明',
    transcript: '成绩证明',
    chsi: '学信网学历认证报告',
    employment: '在职·工作经历证明',
    topik: 'TOPIK 成绩单',
    certificate: '其他证明',
    ...REFUND_LABELS.zh,
  },
};
