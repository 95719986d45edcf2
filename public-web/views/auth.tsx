// The account pages: login, join (with the terms and the collection notice), my info.
// Each page is the same HTML for every visitor; the islands do the work in the browser.
import { Island } from '../components/Island.js';
import { privacyConsent, termsOfUse } from '../content/terms.js';
import { ConsentFacts } from './consent-facts.js';
import { JoinForm } from '../islands/JoinForm.js';
import { LoginForm } from '../islands/LoginForm.js';
import { MyInfo } from '../islands/MyInfo.js';
import { ko } from '../locale/ko.js';

function NoScript() {
  return (
    <noscript>
      <p class="form-error">{ko.noScript}</p>
    </noscript>
  );
}

export function LoginPage() {
  return (
    <div class="container page-body auth-page">
      <h1 class="page-title">로그인</h1>
      <p class="page-lead">중소기업대학원 홈페이지 회원 아이디로 로그인해 주십시오.</p>
      <Island name="LoginForm" component={LoginForm} props={{}} />
      <ul class="auth-aside">
        <li>
          아직 회원이 아니신가요? <a href="/auth/join">회원가입</a>
        </li>
        <li>아이디나 비밀번호를 잊으셨다면 대학원 행정실로 문의해 주십시오.</li>
      </ul>
    </div>
  );
}

export function JoinPage() {
  return (
    <div class="container page-body auth-page auth-page--wide">
      <h1 class="page-title">회원가입</h1>
      <p class="page-lead">회원으로 가입하시면 게시판 이용과 원서접수 내역 확인 등의 서비스를 이용하실 수 있습니다.</p>
      <NoScript />
      <section class="terms-box" aria-labelledby="terms-heading">
        <h2 id="terms-heading">이용약관</h2>
        <div class="terms-text" id="terms-text" tabIndex={0} role="region" aria-labelledby="terms-heading">
          {termsOfUse.map((t) => (
            <div key={t.heading}>
              <h3>{t.heading}</h3>
              <p>{t.text}</p>
            </div>
          ))}
        </div>
      </section>
      <section class="terms-box" aria-labelledby="privacy-consent-heading">
        <h2 id="privacy-consent-heading">개인정보 수집·이용 안내</h2>
        <ConsentFacts id="privacy-consent-text" facts={privacyConsent.map((c) => [c.term, c.desc] as const)} />
      </section>
      <Island name="JoinForm" component={JoinForm} props={{}} />
    </div>
  );
}

export function MyInfoPage() {
  return (
    <div class="container page-body auth-page auth-page--wide">
      <h1 class="page-title">내 정보</h1>
      <p class="page-lead">회원 정보를 고치거나 비밀번호를 바꾸고, 회원 탈퇴를 할 수 있습니다.</p>
      <NoScript />
      <Island name="MyInfo" component={MyInfo} props={{}} />
    </div>
  );
}
