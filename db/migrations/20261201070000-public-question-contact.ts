// A question made public keeps its asker's name and e-mail for the answer mail (the retention purge removes them
// later); only the password goes. The old check required all three gone.
import type { Migration } from './types.js';

const dropMadePublicCheck = `
  DO $$ DECLARE c text; BEGIN
    FOR c IN SELECT conname FROM pg_constraint
              WHERE conrelid = 'questions'::regclass AND contype = 'c'
                AND pg_get_constraintdef(oid) LIKE '%made_public_at%'
    LOOP EXECUTE format('ALTER TABLE questions DROP CONSTRAINT %I', c); END LOOP;
  END $$`;

export const publicQuestionContact: Migration = {
  name: '20261201070000-public-question-contact',
  async up({ context: qi }) {
    await qi.sequelize.query(dropMadePublicCheck);
    await qi.sequelize.query(`ALTER TABLE questions ADD CONSTRAINT questions_public_no_password
      CHECK (made_public_at IS NULL OR password_hash IS NULL)`);
  },
  async down({ context: qi }) {
    await qi.sequelize.query('ALTER TABLE questions DROP CONSTRAINT questions_public_no_password');
    await qi.sequelize.query(`UPDATE questions SET name = NULL, email = NULL WHERE made_public_at IS NOT NULL`);
    await qi.sequelize.query(`ALTER TABLE questions ADD CONSTRAINT questions_check1
      CHECK (made_public_at IS NULL OR (name IS NULL AND email IS NULL AND password_hash IS NULL))`);
  },
};
