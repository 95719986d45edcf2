// One e-mail in the outbox (db/migrations/20261123121000-mail-outbox.ts). Rows are written by
// server/mail/outbox.ts and moved through their statuses by server/mail/worker.ts in SQL; the model reads them.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { MailLang, MailStatus } from '../../domain/mail.js';

export class MailOutbox extends Model<InferAttributes<MailOutbox>, InferCreationAttributes<MailOutbox>> {
  declare id: CreationOptional<number>;
  declare kind: string;
  declare toAddress: string;
  declare lang: MailLang;
  declare subject: string;
  declare textBody: string;
  declare htmlBody: string | null;
  declare dedupeKey: string | null;
  declare status: CreationOptional<MailStatus>;
  declare attempts: CreationOptional<number>;
  declare nextAttemptAt: Date;
  declare leaseUntil: CreationOptional<Date | null>;
  declare lastError: CreationOptional<string | null>;
  declare messageId: CreationOptional<string | null>;
  declare sentAt: CreationOptional<Date | null>;
  declare createdAt: Date;

  static initModel(sequelize: Sequelize): void {
    MailOutbox.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        kind: { type: DataTypes.STRING(50), allowNull: false },
        toAddress: { type: DataTypes.STRING(254), allowNull: false },
        lang: { type: DataTypes.STRING(7), allowNull: false },
        subject: { type: DataTypes.STRING(300), allowNull: false },
        textBody: { type: DataTypes.TEXT, allowNull: false },
        htmlBody: DataTypes.TEXT,
        dedupeKey: DataTypes.STRING(200),
        status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'pending' },
        attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        nextAttemptAt: { type: DataTypes.DATE, allowNull: false },
        leaseUntil: DataTypes.DATE,
        lastError: DataTypes.STRING(1000),
        messageId: DataTypes.STRING(300),
        sentAt: DataTypes.DATE,
        // Set from the process clock by enqueueMail, never by Sequelize's wall-clock timestamps.
        createdAt: { type: DataTypes.DATE, allowNull: false },
      },
      { sequelize, modelName: 'MailOutbox', tableName: 'mail_outbox', timestamps: false },
    );
  }
}
