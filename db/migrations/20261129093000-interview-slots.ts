// Interview timetable and announced schedule changes (item 4).
// interview_slots: one row per applicant given a slot: the room (Korean and Chinese name, its column in the
// timetable) and the start and end. Two applicants never share a room's start (the unique key is deferred, so a
// swap inside one transaction passes). The applicant-facing copy stays on applications (interview_at, _place, and
// now _place_zh and _ends_at), which the look-up, the 수험표 and the mails read.
// admission_rounds.date_changes: the last announced change of each of a round's dates ({ field: { from, to,
// changedAt, notified } }), which the public schedule shows as "변경".
import type { Migration } from './types.js';

export const interviewSlots: Migration = {
  name: '20261129093000-interview-slots',
  async up({ context: qi }) {
    await qi.sequelize.query(`
      CREATE TABLE interview_slots (
        application_id integer PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
        round_id       integer NOT NULL REFERENCES admission_rounds (id) ON DELETE CASCADE,
        room_no        smallint NOT NULL CHECK (room_no >= 0),
        room           varchar(100) NOT NULL,
        room_zh        varchar(100) NOT NULL DEFAULT '',
        starts_at      timestamptz NOT NULL,
        ends_at        timestamptz NOT NULL CHECK (ends_at > starts_at),
        updated_at     timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT interview_slots_room_start UNIQUE (round_id, room_no, starts_at) DEFERRABLE INITIALLY DEFERRED
      );
      CREATE INDEX interview_slots_round ON interview_slots (round_id, room_no, starts_at);

      ALTER TABLE applications
        ADD COLUMN interview_place_zh varchar(200),
        ADD COLUMN interview_ends_at  timestamptz;

      ALTER TABLE admission_rounds ADD COLUMN date_changes jsonb NOT NULL DEFAULT '{}';
    `);
  },
  async down({ context: qi }) {
    await qi.sequelize.query(`
      ALTER TABLE admission_rounds DROP COLUMN date_changes;
      ALTER TABLE applications DROP COLUMN interview_place_zh, DROP COLUMN interview_ends_at;
      DROP TABLE interview_slots;
    `);
  },
};
