import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { BoardKind } from '../../domain/boards.js';
import type { ReadAccess } from '../../domain/board-access.js';

export class Board extends Model<InferAttributes<Board>, InferCreationAttributes<Board>> {
  declare id: CreationOptional<number>;
  /** The URL key: /board/<enName>. */
  declare enName: string;
  declare name: string;
  declare kind: BoardKind;
  declare rowsPerPage: CreationOptional<number>;
  declare newBadgeHours: CreationOptional<number>;
  declare categories: CreationOptional<string[]>;
  declare allowAttachments: CreationOptional<boolean>;
  declare maxFiles: CreationOptional<number>;
  declare maxFileMb: CreationOptional<number>;
  declare allowedExtensions: CreationOptional<string[]>;
  declare sortOrder: CreationOptional<number>;
  /** 게시 전 승인: a post here goes public only once an approver agrees (domain/approvals.ts). */
  declare approvalRequired: CreationOptional<boolean>;
  /** Who may read it on the site (domain/board-access.ts); the group only for 'group'. */
  declare readAccess: CreationOptional<ReadAccess>;
  declare readGroupId: CreationOptional<number | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Board.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        enName: { type: DataTypes.STRING(40), allowNull: false },
        name: { type: DataTypes.STRING(100), allowNull: false },
        kind: { type: DataTypes.STRING(20), allowNull: false },
        rowsPerPage: { type: DataTypes.INTEGER, defaultValue: 15 },
        newBadgeHours: { type: DataTypes.INTEGER, defaultValue: 72 },
        categories: { type: DataTypes.JSONB, defaultValue: [] },
        allowAttachments: { type: DataTypes.BOOLEAN, defaultValue: true },
        maxFiles: { type: DataTypes.INTEGER, defaultValue: 5 },
        maxFileMb: { type: DataTypes.INTEGER, defaultValue: 20 },
        allowedExtensions: { type: DataTypes.JSONB, defaultValue: [] },
        sortOrder: { type: DataTypes.INTEGER, defaultValue: 0 },
        approvalRequired: { type: DataTypes.BOOLEAN, defaultValue: false },
        readAccess: { type: DataTypes.STRING(10), defaultValue: 'public' },
        readGroupId: { type: DataTypes.INTEGER, allowNull: true, defaultValue: null },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, modelName: 'Board', tableName: 'boards' },
    );
  }
}
