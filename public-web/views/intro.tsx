// What 대학원 소개 draws beside the stored pages: the contact card of 오시는 길 (address from settings, outbound map
// links; the page's contact-card widget) and the professors page (cards or a useful empty state).
import type { SiteSettings } from '../../domain/settings.js';
import { ExternalLink } from '../components/ExternalLink.js';
import { ProfessorCard, type ProfessorCardData } from '../components/ProfessorCard.js';
import { contact } from '../content/introduce.js';

/** The road address without the building and floor, which map searches do not understand. */
function mapQuery(address: string): string {
  const m = /^(.*?\d+(?:-\d+)?)(?:\s|$)/.exec(address);
  return m ? m[1] : address;
}

/** The address and contact card of 오시는 길, from the site settings, with outbound map links. */
export function ContactCard({ settings }: { settings: SiteSettings }) {
  const q = mapQuery(settings.address);
  return (
    <div class="contact-card">
      <dl class="info-list">
        <div class="info-row">
          <dt>주소</dt>
          <dd>
            ({settings.postalCode}) {settings.address}
          </dd>
        </div>
        <div class="info-row">
          <dt>전화</dt>
          <dd>
            <a href={`tel:${settings.phone.replace(/[^0-9+]/g, '')}`}>{settings.phone}</a>
          </dd>
        </div>
        {settings.fax ? (
          <div class="info-row">
            <dt>팩스</dt>
            <dd>{settings.fax}</dd>
          </div>
        ) : null}
        <div class="info-row">
          <dt>이메일</dt>
          <dd>
            <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </dd>
        </div>
        {settings.businessHours ? (
          <div class="info-row">
            <dt>업무시간</dt>
            <dd>{settings.businessHours}</dd>
          </div>
        ) : null}
      </dl>
      <ul class="map-links">
        {contact.maps.map((m) => (
          <li key={m.name}>
            <ExternalLink href={m.url(q)} class="btn btn-line" visibleNotice>{`${m.name}에서 보기`}</ExternalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ProfessorPage({ settings, professors }: { settings: SiteSettings; professors: ProfessorCardData[] }) {
  return (
    <div class="container page-body">
      <h1 class="page-title">교수진</h1>
      <p class="page-lead">학문적 깊이와 현장 경험을 함께 갖춘 교수진이 원우 여러분의 성장을 돕습니다.</p>
      {professors.length ? (
        <ul class="prof-list">
          {professors.map((p, i) => (
            <ProfessorCard key={p.name + p.email} p={p} lazy={i >= 2} />
          ))}
        </ul>
      ) : (
        <div class="empty-state">
          <p>등록된 교수진 정보가 없습니다.</p>
          <p>
            교수진 문의: 대학원 행정실 <a href={`tel:${settings.phone.replace(/[^0-9+]/g, '')}`}>{settings.phone}</a>
          </p>
        </div>
      )}
    </div>
  );
}
