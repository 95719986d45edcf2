// 면접 시간표 at /admin/rounds/:id/interviews (원서접수 관리 › 모집 일정 › 면접): generate with a preview, move or
// swap applicants, and the printouts (a timetable per room, the interviewers' sign-in sheet) at
// /admin/rounds/:id/interviews/print, drawn without the admin's frame. Loaded when opened.
import { Route } from 'react-router-dom';
import { lazyScreen } from '../lazy-screen';

const InterviewsPage = lazyScreen(() => import('./InterviewsPage').then((m) => m.InterviewsPage));
const InterviewPrint = lazyScreen(() => import('./InterviewPrint').then((m) => m.InterviewPrint));

export const interviewRoute = <Route path="/rounds/:id/interviews" element={<InterviewsPage />} />;
export const interviewPrintRoute = <Route path="/rounds/:id/interviews/print" element={<InterviewPrint />} />;
