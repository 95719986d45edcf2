// 사이트 설정 at /admin/etc/settings: contact data, family sites, social links, the application link and
// retention, whether the result mail names the outcome, the privacy officer; the brochure and the 합격증's seal
// beside it. The footer of every page shows a save at once. The footer's texts have Chinese versions for the China
// section (중국어 표기; each family site's and social link's 중국어 이름), typed in inputs marked lang="zh-Hans".
import { Box, Stack } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  Edit,
  NumberInput,
  SaveButton,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Toolbar,
  maxValue,
  minValue,
  required,
} from 'react-admin';
import { BrochureCard } from './BrochureCard';
import { SealCard } from './SealCard';
import { SampleCard } from './SampleCard';
import { FormSection } from '../layout/FormSection';
import { toPayload, verificationCode } from './payload';
import { ErrorFocus } from '../layout/form-errors';

const zhInput = { htmlInput: { lang: 'zh-Hans' } };

const links = (source: string, help: string) => (
  <ArrayInput source={source} helperText={help}>
    <SimpleFormIterator inline>
      <TextInput source="name" validate={required('이름을 입력해주세요.')} />
      <TextInput source="nameZh" label="중국어 이름" helperText={false} slotProps={zhInput} />
      <TextInput source="url" validate={required('주소를 입력해주세요.')} sx={{ minWidth: 320 }} />
    </SimpleFormIterator>
  </ArrayInput>
);

export function SettingsPage() {
  return (
    <Edit
      resource="settings"
      id={1}
      title="사이트 설정"
      redirect={false}
      mutationMode="pessimistic"
      transform={toPayload}
      actions={false}
      aside={
        <Box sx={{ ml: { md: 2 }, mt: { xs: 2, md: 0 }, alignSelf: 'flex-start', width: { xs: '100%', md: 320 } }}>
          <BrochureCard />
          <SealCard />
          <SampleCard />
        </Box>
      }
      sx={{ '& .RaEdit-main': { flexDirection: { xs: 'column-reverse', md: 'row' } } }}
    >
      <SimpleForm
        disableInvalidFormNotification
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
        sx={{ maxWidth: 900 }}
      >
        <ErrorFocus />
        <FormSection title="학교">
          <TextInput source="schoolName" validate={required()} fullWidth />
          <TextInput source="universityName" validate={required()} fullWidth />
          <TextInput
            source="adminTitle"
            helperText="비워 두면 학교 이름에 ‘관리자’를 붙여 씁니다 (예: 중소기업대학원 관리자)."
            fullWidth
          />
        </FormSection>
        <FormSection title="연락처 (홈페이지 아래쪽)">
          <TextInput source="address" fullWidth />
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
            <TextInput source="postalCode" />
            <TextInput source="phone" />
            <TextInput source="fax" />
            <TextInput source="email" type="email" sx={{ minWidth: 280 }} />
          </Stack>
          <TextInput source="businessHours" fullWidth />
        </FormSection>
        <FormSection title="패밀리 사이트와 소셜 링크">
          {links(
            'familySites',
            '홈페이지 아래쪽 패밀리 사이트 목록에 이 순서대로 보입니다. https://로 시작하는 주소를 넣어주세요.',
          )}
          {links('socialLinks', '유튜브, 블로그 같은 공식 채널.')}
        </FormSection>
        <FormSection title="중국어 표기 (중국 MBA 페이지 아래쪽)">
          <TextInput source="zh.universityName" label="대학교 이름(중국어)" fullWidth slotProps={zhInput} />
          <TextInput source="zh.schoolName" label="학교 이름(중국어)" fullWidth slotProps={zhInput} />
          <TextInput source="zh.address" label="주소(중국어)" fullWidth slotProps={zhInput} />
          <TextInput
            source="zh.businessHours"
            label="업무 시간(중국어)"
            fullWidth
            slotProps={zhInput}
            helperText="비워 둔 칸은 기본 중국어 표기로 보입니다. 패밀리 사이트와 소셜 링크의 중국어 이름은 위 목록에서 넣습니다."
          />
        </FormSection>
        <FormSection title="원서접수">
          <TextInput
            source="applicationUrl"
            fullWidth
            helperText="외부 접수 사이트 주소(https://…). 비워두면 이 홈페이지의 온라인 원서접수(/receipt)로 연결됩니다."
          />
          <NumberInput
            source="applicationRetentionDays"
            min={30}
            max={3650}
            helperText="접수한 원서를 보관하는 기간입니다. 30일에서 3650일(10년)까지. 기간이 지나면 파기합니다."
          />
        </FormSection>
        <FormSection title="입학상담">
          <TextInput
            source="questionNotifyEmail"
            type="email"
            fullWidth
            helperText="새 질문이 올라올 때마다 알림 메일을 받을 행정실 주소입니다. 비워두면 보내지 않습니다."
          />
          <NumberInput
            source="questionRetentionDays"
            min={30}
            max={1825}
            helperText="질문자의 이름·이메일·비밀번호와 질문을 보관하는 기간입니다. 30일에서 1825일(5년)까지. 기간이 지나면 파기하고 파기 대장에 남깁니다(공개로 전환한 질문은 남고, 질문자의 이름·이메일만 지웁니다)."
          />
        </FormSection>
        <FormSection title="합격자 발표 메일">
          <BooleanInput
            source="resultMailIncludesOutcome"
            helperText="끄면(권장) 발표 메일은 '결과가 나왔으니 접수 조회에서 확인하라'는 안내만 보내고, 지원자는 조회 화면의 결과 통지서로 결과를 읽습니다. 메일은 잘못 적은 주소나 가족과 함께 쓰는 주소로 갈 수 있고 그대로 전달될 수도 있어, 합격·불합격이 메일 본문에 남지 않도록 기본값은 꺼져 있습니다. 켜면 메일 맨 위에 '전형 결과: 합격'처럼 결과가 들어갑니다."
          />
        </FormSection>
        <FormSection title="서류 보완 알림">
          <TextInput
            source="supplementNoticeEmail"
            type="email"
            fullWidth
            helperText="지원자가 접수 조회 화면에서 보완 서류를 올리면 이 주소로 알림 메일을 보냅니다(접수번호와 서류 이름만). 비워두면 메일 없이 대시보드와 원서 목록에만 표시됩니다."
          />
        </FormSection>
        <FormSection title="검색 노출 (사이트 소유 확인)">
          <TextInput
            source="naverSiteVerification"
            fullWidth
            validate={verificationCode}
            helperText="네이버 서치어드바이저 › 사이트 등록 › HTML 태그에서 받은 확인 코드나 메타 태그를 붙여 넣습니다. 홈페이지 첫 화면에 실립니다."
          />
          <TextInput
            source="googleSiteVerification"
            fullWidth
            validate={verificationCode}
            helperText="Google Search Console › 소유권 확인 › HTML 태그의 확인 코드나 메타 태그를 붙여 넣습니다."
          />
        </FormSection>
        <FormSection title="관리자 접속 보안">
          <NumberInput
            source="staffIdleMinutes"
            min={5}
            max={240}
            validate={[required(), minValue(5), maxValue(240)]}
            helperText="관리자 화면을 이 시간 동안 쓰지 않으면 자동으로 로그아웃됩니다(5~240분). 2분 전에 연장할 수 있도록 알려드립니다."
          />
          <TextInput
            source="adminAllowedNetworks"
            multiline
            minRows={2}
            fullWidth
            format={(v: string[] | undefined) => (v ?? []).join('\n')}
            parse={(v: string) => v.split('\n')}
            helperText="관리자 화면에 접속할 수 있는 네트워크를 한 줄에 하나씩 CIDR 형식으로 적습니다(예: 203.0.113.0/24). 비워두면 어디서나 접속할 수 있습니다. 지금 접속한 주소가 빠진 목록은 저장할 수 없습니다."
          />
        </FormSection>
        <FormSection title="게시 전 승인">
          <TextInput
            source="approvalPagePrefixes"
            multiline
            minRows={2}
            fullWidth
            format={(v: string[] | undefined) => (v ?? []).join('\n')}
            parse={(v: string) => v.split('\n')}
            helperText="한 줄에 하나씩 페이지 주소를 적습니다(예: /department/ai_business). 그 주소와 그 아래 페이지는 최고관리자가 아닌 사람이 게시하면 승인 요청이 되고, 승인 담당자가 승인해야 공개됩니다. 게시판은 게시판 관리에서, 사람은 관리자 계정에서 정합니다."
          />
        </FormSection>
        <FormSection title="개인정보 보호책임자 (개인정보처리방침에 표시)">
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
            <TextInput source="privacyOfficer.name" />
            <TextInput source="privacyOfficer.position" />
            <TextInput source="privacyOfficer.phone" />
            <TextInput source="privacyOfficer.email" type="email" sx={{ minWidth: 260 }} />
          </Stack>
        </FormSection>
      </SimpleForm>
    </Edit>
  );
}
