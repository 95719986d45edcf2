// The rows that hang off an application: its documents, its status history, and the admin access log.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { AccessAction } from '../../domain/access-log.js';

export class ApplicationDocument extends Model<
  InferAttributes<ApplicationDocument>,
  InferCreationAttributes<ApplicationDocument>
> {
  declare id: CreationOptional<number>;
  declare applicationId: number;
  declare fileId: number;
  declare kind: string;

  static initModel(sequelize: Sequelize): void {
    ApplicationDocument.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        applicationId: { type: DataTypes.INTEGER, allowNull: false },
        fileId: { type: DataTypes.INTEGER, allowNull: false },
        kind: { type: DataTypes.STRING(20), allowNull: false },
      },
      { sequelize, modelName: 'ApplicationDocument', tableName: 'application_documents', timestamps: false },
    );
  }
}

export class ApplicationStatusChange extends Model<
  InferAttributes<ApplicationStatusChange>,
  InferCreationAttributes<ApplicationStatusChange>
> {
  declare id: CreationOptional<number>;
  declare applicationId: number;
  declare fromStatus: string | null;
  declare toStatus: string;
  declare note: string;
  declare changedBy: number | null;
  declare changedByName: string | null;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    ApplicationStatusChange.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        applicationId: { type: DataTypes.INTEGER, allowNull: false },
        fromStatus: DataTypes.STRING(20),
        toStatus: { type: DataTypes.STRING(20), allowNull: false },
        note: { type: DataTypes.TEXT, allowNull: false },
        changedBy: DataTypes.INTEGER,
        changedByName: DataTypes.STRING(50),
        createdAt: DataTypes.DATE,
      },
      { sequelize, modelName: 'ApplicationStatusChange', tableName: 'application_status_history', updatedAt: false },
    );
  }
}

export class ApplicationAccessLog extends Model<
  InferAttributes<ApplicationAccessLog>,
  InferCreationAttributes<ApplicationAccessLog>
> {
  declare id: CreationOptional<number>;
  declare userId: number | null;
  declare userLogin: string | null;
  declare userName: string | null;
  declare ip: string | null;
  declare action: AccessAction;
  declare applicationId: number | null;
  declare receiptNo: string | null;
  declare detail: Record<string, unknown>;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    ApplicationAccessLog.init(
      {
        id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
        userId: DataTypes.INTEGER,
        userLogin: DataTypes.STRING(50),
        userName: DataTypes.STRING(50),
        ip: DataTypes.STRING(64),
        action: { type: DataTypes.STRING(20), allowNull: false },
        applicationId: DataTypes.INTEGER,
        receiptNo: DataTypes.STRING(20),
        detail: { type: DataTypes.JSONB, allowNull: false, defaultValue: {} },
        createdAt: DataTypes.DATE,
      },
      { sequelize, modelName: 'ApplicationAccessLog', tableName: 'application_access_logs', updatedAt: false },
    );
  }
}
