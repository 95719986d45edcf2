// The visitor figures as GET /api/visits answers them: the server builds them (server/visits/figures.ts) and the
// dashboard's 방문 통계 draws them (admin/src/dashboard/visits/).

export interface Funnel {
  round: { id: number; name: string; applyStartAt: string; applyEndAt: string; open: boolean };
  from: string;
  to: string;
  recruitViews: number;
  receiptViews: number;
  started: number;
  submitted: number;
}

export interface VisitFigures {
  from: string;
  to: string;
  totals: { views: number; visitors: number };
  days: { day: string; views: number; visitors: number }[];
  pages: { path: string; views: number }[];
  referrers: { referrer: string; views: number }[];
  devices: { device: string; views: number }[];
  languages: { lang: string; views: number }[];
  funnels: Funnel[];
}

/** The device classes a view is counted under (page_visits.device). */
export const VISIT_DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export type VisitDevice = (typeof VISIT_DEVICES)[number];
