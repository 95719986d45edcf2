import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { PopupDevice, PopupDismissMode, PopupLang } from '../../domain/popups.js';

export class Popup extends Model<InferAttributes<Popup>, InferCreationAttributes<Popup>> {
  declare id: CreationOptional<number>;
  declare title: string;
  /** Sanitized HTML (server/popups/sanitize.ts). */
  declare body: CreationOptional<string>;
  declare imageFileId: number | null;
  declare imageAlt: CreationOptional<string>;
  declare linkUrl: CreationOptional<string>;
  declare linkNewTab: CreationOptional<boolean>;
  declare startAt: Date;
  declare endAt: Date;
  declare device: CreationOptional<PopupDevice>;
  declare lang: CreationOptional<PopupLang>;
  declare active: CreationOptional<boolean>;
  declare sortOrder: CreationOptional<number>;
  declare dismissMode: CreationOptional<PopupDismissMode>;
  declare dismissHours: CreationOptional<number>;
  /** Desktop position in px; null = laid out automatically beside the others. */
  declare positionLeft: number | null;
  declare positionTop: number | null;
  declare width: CreationOptional<number>;
  declare height: CreationOptional<number>;
  declare createdBy: number | null;
  declare updatedBy: number | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Popup.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        title: { type: DataTypes.STRING(100), allowNull: false },
        body: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
        imageFileId: DataTypes.INTEGER,
        imageAlt: { type: DataTypes.STRING(300), allowNull: false, defaultValue: '' },
        linkUrl: { type: DataTypes.STRING(500), allowNull: false, defaultValue: '' },
        linkNewTab: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        startAt: { type: DataTypes.DATE, allowNull: false },
        endAt: { type: DataTypes.DATE, allowNull: false },
        device: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'all' },
        lang: { type: DataTypes.STRING(5), allowNull: false, defaultValue: 'ko' },
        active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        sortOrder: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        dismissMode: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'today' },
        dismissHours: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 24 },
        positionLeft: DataTypes.INTEGER,
        positionTop: DataTypes.INTEGER,
        width: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 450 },
        height: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 500 },
        createdBy: DataTypes.INTEGER,
        updatedBy: DataTypes.INTEGER,
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, modelName: 'Popup', tableName: 'popups' },
    );
  }
}
