// What happens to an application after the announcement, and the second look before it:
// - a round's results are shown and mailed only once confirmed by a staff member other than the last one who changed
//   a result (results_confirmed_*), and any result change before announceAt withdraws the confirmation
//   (results_changed_* records who changed a result last);
// - 예비 carry their rank (waitlist_rank); an offer of 추가합격 marks the application additional, with the time it was
//   made and the deadline to register (offered_at, offer_respond_by);
// - 등록 (registered, with the amount and the date paid) and 등록포기 (declined: by the applicant in the look-up, by
//   staff, or lapsed when an offer's deadline passed without registration) are statuses of their own.
import type { Migration } from './types.js';

export const afterAnnouncement: Migration = {
  name: '20261128090000-after-announcement',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      ALTER TABLE applications DROP CONSTRAINT applications_status_check;
      ALTER TABLE applications ADD CONSTRAINT applications_status_check CHECK (status IN
        ('received', 'doc_check', 'doc_review', 'interview', 'accepted', 'rejected', 'waitlisted', 'registered', 'declined'));
      ALTER TABLE applications
        ADD COLUMN waitlist_rank        integer CHECK (waitlist_rank > 0),
        ADD COLUMN additional           boolean NOT NULL DEFAULT false,
        ADD COLUMN offered_at           timestamptz,
        ADD COLUMN offer_respond_by     timestamptz,
        ADD COLUMN registered_at        timestamptz,
        ADD COLUMN registration_amount  integer CHECK (registration_amount >= 0),
        ADD COLUMN registration_paid_at date,
        ADD COLUMN declined_at          timestamptz,
        ADD COLUMN decline_kind         varchar(10) CHECK (decline_kind IN ('applicant', 'staff', 'lapsed')),
        ADD COLUMN decline_reason       varchar(500);
      CREATE INDEX applications_waitlist ON applications (round_id, waitlist_rank) WHERE status = 'waitlisted';
      CREATE INDEX applications_offers_due ON applications (offer_respond_by) WHERE status = 'accepted' AND additional;

      ALTER TABLE admission_rounds
        ADD COLUMN results_confirmed_at     timestamptz,
        ADD COLUMN results_confirmed_by     integer REFERENCES users(id) ON DELETE SET NULL,
        ADD COLUMN results_confirm_reason   varchar(500),
        ADD COLUMN results_changed_at       timestamptz,
        ADD COLUMN results_changed_by       integer REFERENCES users(id) ON DELETE SET NULL;
    `);
  },
  async down({ context: qi }) {
    await qi.sequelize.query(`
      ALTER TABLE admission_rounds DROP COLUMN results_confirmed_at, DROP COLUMN results_confirmed_by,
        DROP COLUMN results_confirm_reason, DROP COLUMN results_changed_at, DROP COLUMN results_changed_by;
      ALTER TABLE applications DROP COLUMN waitlist_rank, DROP COLUMN additional, DROP COLUMN offered_at,
        DROP COLUMN offer_respond_by, DROP COLUMN registered_at, DROP COLUMN registration_amount,
        DROP COLUMN registration_paid_at, DROP COLUMN declined_at, DROP COLUMN decline_kind, DROP COLUMN decline_reason;
      ALTER TABLE applications DROP CONSTRAINT applications_status_check;
      ALTER TABLE applications ADD CONSTRAINT applications_status_check CHECK (status IN
        ('received', 'doc_check', 'doc_review', 'interview', 'accepted', 'rejected', 'waitlisted'));
    `);
  },
};
