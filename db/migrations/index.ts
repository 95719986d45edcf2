// The schema's history, in order. A static list so the same code runs under tsx and in the esbuild bundle.
import type { Migration } from './types.js';
import { foundation } from './20261121000000-foundation.js';
import { files } from './20261121000100-files.js';
import { posts } from './20261121001000-posts.js';
import { applications } from './20261121002000-applications.js';
import { popups } from './20261121003000-popups.js';
import { applicationSubmitHash } from './20261123100000-application-submit-hash.js';
import { staffAccounts } from './20261123120000-staff-accounts.js';
import { mailOutbox } from './20261123121000-mail-outbox.js';
import { auditLog } from './20261123122000-audit-log.js';
import { accessReviews } from './20261123123000-access-reviews.js';
import { otpRecoveryCodes } from './20261123124000-otp-recovery-codes.js';
import { roleGrants } from './20261123125000-role-grants.js';
import { sessionSafeguards } from './20261123126000-session-safeguards.js';
import { accessLogAppendOnly } from './20261123127000-access-log-append-only.js';
import { admissionRounds } from './20261125100000-admission-rounds.js';
import { pages } from './20261126090000-pages.js';
import { fileVariants } from './20261126110000-file-variants.js';
import { pageCounterparts } from './20261126130000-page-counterparts.js';
import { menu } from './20261126140000-menu.js';
import { privacyVersions } from './20261126141000-privacy-versions.js';
import { postsLife } from './20261126150000-posts-life.js';
import { search } from './20261126160000-search.js';
import { postCounts } from './20261127090000-post-counts.js';
import { koBigramsLinear } from './20261127100000-ko-bigrams-linear.js';
import { postsDrafts } from './20261127110000-posts-drafts.js';
import { sessionSecondFactor } from './20261127120000-session-second-factor.js';
import { afterAnnouncement } from './20261128090000-after-announcement.js';
import { resultsConfirmedBefore } from './20261128091000-results-confirmed-before.js';
import { resultLetters } from './20261128092000-result-letters.js';
import { backupsDestruction } from './20261128094000-backups-destruction.js';
import { visits } from './20261128096000-visits.js';
import { adminTitle } from './20261129080000-admin-title.js';
import { questionsFaqs } from './20261129090000-questions-faqs.js';
import { forms } from './20261129091000-forms.js';
import { campaigns } from './20261129092000-campaigns.js';
import { interviewSlots } from './20261129093000-interview-slots.js';
import { feesRefunds } from './20261129094000-fees-refunds.js';
import { supplementsWithdraw } from './20261129095000-supplements-withdraw.js';
import { proxyIntake } from './20261129096000-proxy-intake.js';
import { subscribeLink } from './20261129097000-subscribe-link.js';
import { pageCreateRetire } from './20261130003000-page-create-retire.js';
import { postRevisionFiles } from './20261130004000-post-revision-files.js';
import { editVersions } from './20261130005000-edit-versions.js';
import { redirects } from './20261201000000-redirects.js';
import { subscriberVia } from './20261201010000-subscriber-via.js';
import { formStartVisitors } from './20261201020000-form-start-visitors.js';
import { resultsChangers } from './20261201021000-results-changers.js';
import { auditCheckpoints } from './20261201030000-audit-checkpoints.js';
import { redirectTargets } from './20261201040000-redirect-targets.js';
import { importSources } from './20261201050000-import-sources.js';
import { publicQuestionContact } from './20261201070000-public-question-contact.js';
import { sampleRows } from './20261201071000-sample-rows.js';
import { privacyRequests } from './20261201090000-privacy-requests.js';
import { staffScope } from './20261202010000-staff-scope.js';
import { approvals } from './20261202020000-approvals.js';
import { translationChecks } from './20261202030000-translation-checks.js';
import { linkChecks } from './20261202040000-link-checks.js';
import { memberBoards } from './20261202050000-member-boards.js';
import { subscriberViaImport } from './20261202070000-subscriber-via-import.js';
import { postComments } from './20261202080000-post-comments.js';
import { importRuns } from './20261202080010-import-runs.js';

export const migrations: Migration[] = [
  foundation,
  files,
  posts,
  applications,
  popups,
  applicationSubmitHash,
  staffAccounts,
  mailOutbox,
  auditLog,
  accessReviews,
  otpRecoveryCodes,
  roleGrants,
  sessionSafeguards,
  accessLogAppendOnly,
  admissionRounds,
  pages,
  fileVariants,
  pageCounterparts,
  menu,
  privacyVersions,
  postsLife,
  search,
  postCounts,
  koBigramsLinear,
  postsDrafts,
  sessionSecondFactor,
  afterAnnouncement,
  resultsConfirmedBefore,
  resultLetters,
  backupsDestruction,
  visits,
  adminTitle,
  questionsFaqs,
  forms,
  campaigns,
  interviewSlots,
  feesRefunds,
  supplementsWithdraw,
  proxyIntake,
  subscribeLink,
  pageCreateRetire,
  postRevisionFiles,
  editVersions,
  redirects,
  subscriberVia,
  formStartVisitors,
  resultsChangers,
  auditCheckpoints,
  redirectTargets,
  importSources,
  publicQuestionContact,
  sampleRows,
  privacyRequests,
  staffScope,
  approvals,
  translationChecks,
  linkChecks,
  memberBoards,
  subscriberViaImport,
  postComments,
  importRuns,
];
