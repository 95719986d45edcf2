// Tells the visitor figures (POST /api/visits/started) that the applicant passed the consent step and reached the
// form: the funnel's "원서 작성 시작". Once per page load, with no cookie and nothing about the applicant, only which
// form (its path); a failure is of no concern to the applicant and is not shown.
let sent = false;

export function reportFormStarted(): void {
  if (sent || typeof fetch !== 'function') return;
  sent = true;
  void fetch('/api/visits/started', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path: location.pathname }),
    credentials: 'omit',
    keepalive: true,
  }).catch(() => undefined);
}
