// What staff changed of an applicant mail's default text (domain/applicant-mail.ts), per kind and language.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { MailLang } from '../../domain/mail.js';

export class MailTemplate extends Model<InferAttributes<MailTemplate>, InferCreationAttributes<MailTemplate>> {
  declare kind: string;
  declare lang: MailLang;
  declare subject: string;
  declare body: string;
  declare updatedByName: CreationOptional<string | null>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    MailTemplate.init(
      {
        kind: { type: DataTypes.STRING(50), primaryKey: true },
        lang: { type: DataTypes.STRING(7), primaryKey: true },
        subject: { type: DataTypes.STRING(300), allowNull: false },
        body: { type: DataTypes.TEXT, allowNull: false },
        updatedByName: DataTypes.STRING(50),
        updatedAt: DataTypes.DATE,
      },
      { sequelize, modelName: 'MailTemplate', tableName: 'mail_templates', createdAt: false },
    );
  }
}
