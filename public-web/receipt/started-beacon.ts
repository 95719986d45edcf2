// Tells the visitor figures (POST /api/visits/started) that the applicant passed the consent step and reached the
// form: the funnel's "원서 작성 시작". Once per page load, with no cookie and nothing about the applicant, only which
// form (its path); a failure is of no concern to the applicant and is not shown.
import { report } from '../islands/api.js';

let sent = false;

export function reportFormStarted(): void {
  if (sent) return;
  sent = true;
  report('/visits/started', { path: location.pathname });
}
