// What staff changed of a result letter's default text (domain/result-letters.ts), per outcome and language.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { MailLang } from '../../domain/mail.js';
import type { LetterKind } from '../../domain/result-letters.js';

export class ResultLetter extends Model<InferAttributes<ResultLetter>, InferCreationAttributes<ResultLetter>> {
  declare kind: LetterKind;
  declare lang: MailLang;
  declare title: string;
  declare body: string;
  declare updatedByName: CreationOptional<string | null>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    ResultLetter.init(
      {
        kind: { type: DataTypes.STRING(20), primaryKey: true },
        lang: { type: DataTypes.STRING(7), primaryKey: true },
        title: { type: DataTypes.STRING(200), allowNull: false },
        body: { type: DataTypes.TEXT, allowNull: false },
        updatedByName: DataTypes.STRING(50),
        updatedAt: DataTypes.DATE,
      },
      { sequelize, modelName: 'ResultLetter', tableName: 'result_letters', createdAt: false },
    );
  }
}
