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
import type { DocumentState } from '../../domain/document-states.js';

export class ApplicationDocument extends Model<
  InferAttributes<ApplicationDocument>,
  InferCreationAttributes<ApplicationDocument>
> {
  declare id: CreationOptional<number>;
  declare applicationId: number;
  declare fileId: number;
  declare kind: string;
  /** domain/document-states.ts; a 보완 요청 carries its note and maybe a deadline. */
  declare state: CreationOptional<DocumentState>;
  declare requestNote: CreationOptional<string | null>;
  declare dueAt: CreationOptional<Date | null>;
  declare stateChangedAt: CreationOptional<Date | null>;
  /** A replacement names the document it replaces (both are kept). */
  declare replacesId: CreationOptional<number | null>;
  declare uploadedBy: CreationOptional<string>;
  declare uploadedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    ApplicationDocument.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        applicationId: { type: DataTypes.INTEGER, allowNull: false },
        fileId: { type: DataTypes.INTEGER, allowNull: false },
        kind: { type: DataTypes.STRING(20), allowNull: false },
        state: { type: DataTypes.STRING(12), allowNull: false, defaultValue: 'submitted' },
        requestNote: DataTypes.STRING(1000),
        dueAt: DataTypes.DATE,
        stateChangedAt: DataTypes.DATE,
        replacesId: DataTypes.INTEGER,
        uploadedBy: { type: DataTypes.STRING(50), allowNull: false, defaultValue: '지원자' },
        uploadedAt: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
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
