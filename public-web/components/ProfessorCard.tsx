// One professor as a card (/introduce/professor). The data comes from the professor board.
import type { ImageRef } from '../../domain/image-variants.js';
import { ProfessorPlaceholder } from './ProfessorPlaceholder.js';
import { UploadedImage } from './UploadedImage.js';
export interface ProfessorCardData {
  name: string;
  position: string;
  major: string;
  email: string;
  phone: string;
  office: string;
  photo: ImageRef | null;
}

/** The first cards are in view when the page opens (two across on a wide screen); the rest load when near. */
export function ProfessorCard({ p, lazy = true }: { p: ProfessorCardData; lazy?: boolean }) {
  return (
    <li class="prof-card">
      {p.photo ? (
        <UploadedImage class="prof-photo" image={p.photo} sizes="96px" alt={`${p.name} 교수 사진`} lazy={lazy} />
      ) : (
        <ProfessorPlaceholder name={p.name} />
      )}
      <div class="prof-body">
        <h2 class="prof-name">
          {p.name} <span class="prof-position">{p.position}</span>
        </h2>
        <dl class="prof-info">
          {p.major ? (
            <div>
              <dt>전공</dt>
              <dd>{p.major}</dd>
            </div>
          ) : null}
          {p.email ? (
            <div>
              <dt>이메일</dt>
              <dd>
                <a class="prof-email" href={`mailto:${p.email}`}>
                  {p.email}
                </a>
              </dd>
            </div>
          ) : null}
          {p.phone ? (
            <div>
              <dt>연구실 전화</dt>
              <dd>{p.phone}</dd>
            </div>
          ) : null}
          {p.office ? (
            <div>
              <dt>연구실</dt>
              <dd>{p.office}</dd>
            </div>
          ) : null}
        </dl>
      </div>
    </li>
  );
}
