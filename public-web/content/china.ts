// 중국 MBA: /china/info_1 (项目介绍), /china/info_2 (课程设置), /china/info_4 (招生指南), in Simplified Chinese.
// There is no info_3 (spec §2).
import type { ContentPage, Section } from './types.js';

export const chinaInfo1: ContentPage = {
  title: '项目介绍',
  lead: '中小企业研究生院中国MBA项目面向中国企业家与管理人员，以中文授课，在韩国首尔学习韩国中小企业的成长经验，获得韩国教育部认可的工商管理硕士学位。',
  description: '中国MBA项目介绍：项目概况、培养目标、项目特色与学位授予。',
  sections: [
    {
      heading: '项目概况',
      blocks: [
        {
          kind: 'dl',
          items: [
            { term: '学位', desc: '工商管理硕士（MBA），由韩国教育部认可，学位证书可办理中国留学服务中心学历认证' },
            { term: '学制', desc: '2年（4个学期），修满30学分并提交学位论文' },
            { term: '授课语言', desc: '全部课程以中文讲授，另开设韩国语选修课' },
            { term: '上课方式', desc: '每学期在首尔集中授课，每月一次，每次4天（周四至周日）' },
            { term: '招生人数', desc: '每年春季、秋季各招收40名左右' },
          ],
        },
      ],
    },
    {
      heading: '培养目标',
      blocks: [
        {
          kind: 'list',
          items: [
            '系统掌握战略、财务、营销、人力资源等现代企业管理知识',
            '深入了解韩国中小企业的创新、传承与国际化经验',
            '建立中韩两国企业家之间长期互信的合作网络',
            '培养能够带领企业实现可持续发展的国际化经营人才',
          ],
        },
      ],
    },
    {
      heading: '项目特色',
      blocks: [
        {
          kind: 'cards',
          items: [
            { title: '中文授课', text: '由具有中国教学经验的韩国教授及中国籍教授组成师资团队，学习无语言障碍。' },
            { title: '企业实地考察', text: '每学期参观韩国优秀中小企业、百年老店及创新园区，与企业负责人面对面交流。' },
            { title: '集中授课', text: '每月赴韩集中学习4天，兼顾企业经营与学业。' },
            { title: '校友网络', text: '与韩国本土学员和校友企业共同参与论坛和交流活动，拓展在韩商业机会。' },
          ],
        },
      ],
    },
    {
      heading: '学位授予',
      blocks: [
        {
          kind: 'p',
          text: '修满规定学分、通过综合考试并通过学位论文答辩者，授予工商管理硕士学位。毕业生可申请韩国留学签证延期及相关就业、创业签证咨询服务。',
        },
      ],
    },
  ],
};

export const chinaInfo2: ContentPage = {
  title: '课程设置',
  lead: '课程由核心课、专业课和实践课组成，四个学期循序渐进，最后以学位论文完成学业。',
  description: '中国MBA项目课程设置：核心课、专业课、实践课与毕业要求。',
  sections: [
    {
      heading: '课程一览',
      blocks: [
        {
          kind: 'table',
          caption: '中国MBA课程设置',
          head: ['类别', '课程名称', '学分', '学期'],
          rows: [
            ['核心课', '战略管理', '3', '第1学期'],
            ['核心课', '财务管理与会计', '3', '第1学期'],
            ['核心课', '市场营销管理', '3', '第2学期'],
            ['核心课', '管理研究方法', '3', '第2学期'],
            ['专业课', '韩国中小企业经营案例', '3', '第2学期'],
            ['专业课', '家族企业传承与治理', '3', '第3学期'],
            ['专业课', '跨境电子商务', '3', '第3学期'],
            ['专业课', '人工智能与企业数字化转型', '3', '第3学期'],
            ['实践课', '韩国企业实地考察', '3', '第4学期'],
            ['实践课', '中韩商务合作项目', '3', '第4学期'],
          ],
          note: '课程安排可能根据学期情况调整，具体以当学期课表为准。',
        },
      ],
    },
    {
      heading: '毕业要求',
      blocks: [
        {
          kind: 'list',
          items: [
            '修满30学分，平均成绩达到B（3.0/4.5）以上',
            '第3学期后通过综合考试',
            '提交学位论文并通过答辩',
            '在读期间出勤率不低于80%',
          ],
        },
      ],
    },
    {
      heading: '韩国语课程',
      blocks: [
        {
          kind: 'p',
          text: '为方便学员在韩国的生活与商务交流，本院开设零基础至中级的韩国语选修课（不计入毕业学分），并协助有意向的学员准备韩国语能力考试（TOPIK）。',
        },
      ],
    },
  ],
};

const CHINA_LEAD = '中国MBA项目招生指南。请仔细阅读以下内容后提交申请。';

/** 招生指南 with the schedule of the rounds that admit the China MBA; current: the round the lead names. */
export function chinaInfo4Page(schedule: Section, current: { name: string; term: string } | null): ContentPage {
  return {
    ...chinaInfo4,
    lead: current ? `${current.name}（${current.term}）：${CHINA_LEAD}` : CHINA_LEAD,
    sections: chinaInfo4.sections.map((s) => (s.heading === schedule.heading ? schedule : s)),
  };
}

export const chinaInfo4: ContentPage = {
  title: '招生指南',
  lead: CHINA_LEAD,
  description: '中国MBA项目招生指南：申请条件、申请材料、招生日程、学费与奖学金。',
  sections: [
    {
      heading: '申请条件',
      blocks: [
        {
          kind: 'list',
          items: [
            '父母双方均为外国国籍的外国人',
            '已获得国内外正规大学学士学位（或将于入学前获得）',
            '具有3年以上工作经验，企业负责人或中高层管理人员优先',
            '无需韩国语成绩，但须能以中文完成学习',
          ],
        },
      ],
    },
    {
      heading: '申请材料',
      blocks: [
        {
          kind: 'table',
          caption: '申请材料清单',
          head: ['材料', '说明'],
          rowHeaders: true,
          rows: [
            ['入学申请书', '网上报名后打印并签字'],
            ['自我介绍及学习计划书', '本院规定格式，中文填写'],
            ['学士学位证书及毕业证书', '经公证的韩文或英文翻译件，附学信网认证报告'],
            ['大学成绩单', '经公证的韩文或英文翻译件'],
            ['在职证明或营业执照', '签发日期在一个月以内'],
            ['护照复印件', '在有效期内'],
            ['存款证明', '本人或父母名义，2,000万韩元以上'],
          ],
        },
      ],
    },
    // Replaced by the rounds' schedule (chinaInfo4Page); without rounds it reads as this sentence.
    { heading: '招生日程', blocks: [{ kind: 'p', text: '下一轮招生日程确定后，将在本页面及公告中发布。' }] },
    {
      heading: '学费与奖学金',
      blocks: [
        {
          kind: 'dl',
          items: [
            { term: '报名费', desc: '见招生日程中各轮招生的说明' },
            { term: '入学金', desc: '700,000韩元（仅第1学期）' },
            { term: '学费', desc: '每学期5,800,000韩元' },
            { term: '奖学金', desc: '入学成绩优秀者首学期学费减免30%；平均成绩4.0以上者次学期学费减免20%' },
          ],
        },
      ],
    },
  ],
};
