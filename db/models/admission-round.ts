// An admission round (모집): the columns every query filters on, and the particulars as one JSON document whose
// shape and defaults domain/rounds.ts owns. toRound() is the one way a row becomes the shared Round shape.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { detailsOf, type Round, type RoundDetails } from '../../domain/rounds.js';
import type { RoundDateChanges } from '../../domain/round-changes.js';

export class AdmissionRound extends Model<InferAttributes<AdmissionRound>, InferCreationAttributes<AdmissionRound>> {
  declare id: CreationOptional<number>;
  declare name: string;
  declare nameZh: CreationOptional<string>;
  declare term: string;
  declare applyStartAt: Date;
  declare applyEndAt: Date;
  declare announceAt: Date;
  declare details: CreationOptional<Partial<RoundDetails>>;
  /** The last announced change of each date (domain/round-changes.ts), shown as 변경 on the public pages. */
  declare dateChanges: CreationOptional<RoundDateChanges>;
  declare resultsMailedAt: CreationOptional<Date | null>;
  /** 결과 확정: when, by whom (never the last one who changed a result, unless a 최고관리자 gave a reason). */
  declare resultsConfirmedAt: CreationOptional<Date | null>;
  declare resultsConfirmedBy: CreationOptional<number | null>;
  declare resultsConfirmReason: CreationOptional<string | null>;
  /** The last change of a result in the round: when and by whom. */
  declare resultsChangedAt: CreationOptional<Date | null>;
  declare resultsChangedBy: CreationOptional<number | null>;
  /** Everyone who changed a result since the last confirmation (emptied by it): none of them is the second person. */
  declare resultsChangers: CreationOptional<number[]>;
  declare createdBy: CreationOptional<number | null>;
  declare updatedBy: CreationOptional<number | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  toRound(): Round {
    return {
      id: this.id,
      name: this.name,
      nameZh: this.nameZh,
      term: this.term,
      applyStartAt: this.applyStartAt.toISOString(),
      applyEndAt: this.applyEndAt.toISOString(),
      announceAt: this.announceAt.toISOString(),
      ...detailsOf(this.details),
      resultsMailedAt: this.resultsMailedAt ? this.resultsMailedAt.toISOString() : null,
      resultsConfirmedAt: this.resultsConfirmedAt ? this.resultsConfirmedAt.toISOString() : null,
      dateChanges: this.dateChanges ?? {},
    };
  }

  static initModel(sequelize: Sequelize): void {
    AdmissionRound.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        name: { type: DataTypes.STRING(100), allowNull: false },
        nameZh: { type: DataTypes.STRING(100), allowNull: false, defaultValue: '' },
        term: { type: DataTypes.STRING(10), allowNull: false },
        applyStartAt: { type: DataTypes.DATE, allowNull: false },
        applyEndAt: { type: DataTypes.DATE, allowNull: false },
        announceAt: { type: DataTypes.DATE, allowNull: false },
        details: { type: DataTypes.JSONB, allowNull: false, defaultValue: {} },
        dateChanges: { type: DataTypes.JSONB, allowNull: false, defaultValue: {} },
        resultsMailedAt: DataTypes.DATE,
        resultsConfirmedAt: DataTypes.DATE,
        resultsConfirmedBy: DataTypes.INTEGER,
        resultsConfirmReason: DataTypes.STRING(500),
        resultsChangedAt: DataTypes.DATE,
        resultsChangedBy: DataTypes.INTEGER,
        resultsChangers: { type: DataTypes.ARRAY(DataTypes.INTEGER), allowNull: false, defaultValue: [] },
        createdBy: DataTypes.INTEGER,
        updatedBy: DataTypes.INTEGER,
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, modelName: 'AdmissionRound', tableName: 'admission_rounds' },
    );
  }
}
