// A department page (aim, curriculum table, careers) and the curriculum roadmap (/department/roadmap).
import { commonCourses, departments, roadmap, type Department } from '../content/departments/index.js';

export function DepartmentPage({ dept }: { dept: Department }) {
  const courses = [...commonCourses, ...dept.courses].sort((a, b) => a.semester - b.semester);
  return (
    <div class="container page-body">
      <h1 class="page-title">{dept.name}</h1>
      <p class="page-lead">{dept.tagline}</p>
      <section class="content-section">
        <h2>학과 소개</h2>
        <p>{dept.overview}</p>
        <h3 class="sub-heading">이런 분께 권합니다</h3>
        <ul class="list">
          {dept.audience.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
      </section>
      <section class="content-section">
        <h2>교육목표</h2>
        <ol class="aims">
          {dept.aims.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ol>
      </section>
      <section class="content-section">
        <h2>교육과정</h2>
        <div class="table-wrap" tabIndex={0} role="region" aria-label={`${dept.name} 교육과정`}>
          <table class="data-table data-table--fit">
            <caption>{dept.name} 교육과정 (과목당 3학점)</caption>
            <thead>
              <tr>
                <th scope="col">이수 구분</th>
                <th scope="col">교과목명</th>
                <th scope="col">학점</th>
                <th scope="col">권장 학기</th>
              </tr>
            </thead>
            <tbody>
              {courses.map((c) => (
                <tr key={c.name}>
                  <td>
                    <span class={`tag tag--${c.area === '전공선택' ? 'elective' : 'required'}`}>{c.area}</span>
                  </td>
                  <th scope="row">{c.name}</th>
                  <td>{c.credits}</td>
                  <td>{c.semester}학기</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p class="table-note">
            졸업 요건과 학기별 이수 흐름은 <a href="/department/roadmap">교육과정 로드맵</a>을 참고해 주십시오.
          </p>
        </div>
      </section>
      <section class="content-section">
        <h2>졸업 후 진로</h2>
        <ul class="careers">
          {dept.careers.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export function RoadmapPage() {
  return (
    <div class="container page-body">
      <h1 class="page-title">{roadmap.title}</h1>
      <p class="page-lead">{roadmap.lead}</p>
      <section class="content-section">
        <h2>학기별 이수 흐름</h2>
        <ol class="roadmap">
          {roadmap.stages.map((s) => (
            <li key={s.semester} class="roadmap-stage">
              <p class="roadmap-sem">{s.semester}</p>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section class="content-section">
        <h2>학과별 전공필수 과목</h2>
        <p class="table-hint" aria-hidden="true">
          표가 화면보다 넓습니다. 옆으로 밀어 학기별 과목을 보세요. →
        </p>
        <div class="table-wrap" tabIndex={0} role="region" aria-label="학과별 전공필수 과목">
          <table class="data-table">
            <caption>학과별 전공필수 과목 (공통필수: 경영전략론 1학기, 경영연구방법론 2학기)</caption>
            <thead>
              <tr>
                <th scope="col">학과</th>
                <th scope="col">1학기</th>
                <th scope="col">2학기</th>
                <th scope="col">3학기</th>
              </tr>
            </thead>
            <tbody>
              {departments.map((d) => {
                const bySem = (n: number) =>
                  d.courses
                    .filter((c) => c.area === '전공필수' && c.semester === n)
                    .map((c) => c.name)
                    .join(', ') || '–';
                return (
                  <tr key={d.slug}>
                    <th scope="row">
                      <a href={`/department/${d.slug}`}>{d.name}</a>
                    </th>
                    <td>{bySem(1)}</td>
                    <td>{bySem(2)}</td>
                    <td>{bySem(3)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>
      <section class="content-section">
        <h2>졸업 요건</h2>
        <dl class="info-list">
          {roadmap.requirements.map((r) => (
            <div class="info-row" key={r.term}>
              <dt>{r.term}</dt>
              <dd>{r.desc}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
