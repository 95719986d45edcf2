import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { Role } from '../../domain/roles.js';
import type { StaffScope } from '../../domain/scope.js';

/** A withdrawn account keeps its row but can never log in again. */
/** A disabled staff account (active = false) keeps its row too; its sessions end at once. */
export function isActiveUser(user: { deletedAt: Date | null; passwordHash: string | null; active: boolean }): boolean {
  return user.deletedAt === null && user.passwordHash !== null && user.active;
}

export class User extends Model<InferAttributes<User>, InferCreationAttributes<User>> {
  declare id: CreationOptional<number>;
  declare loginId: string | null;
  declare passwordHash: string | null;
  declare name: string | null;
  declare email: string | null;
  declare phone: string | null;
  declare role: CreationOptional<Role>;
  /** Bumped when every access token of this user must stop working at once (withdrawal, role change). */
  declare tokenVersion: CreationOptional<number>;
  /** false: disabled by a 최고관리자; it cannot log in and its tokens stop working. */
  declare active: CreationOptional<boolean>;
  /** Set for an account created with an initial password: every admin call answers 403 until it is changed. */
  declare mustChangePassword: CreationOptional<boolean>;
  declare passwordChangedAt: CreationOptional<Date | null>;
  /** The TOTP secret (base32); counts only once otpEnabledAt is set (enrolment confirmed with a code). */
  declare otpSecret: CreationOptional<string | null>;
  declare otpEnabledAt: CreationOptional<Date | null>;
  /** The last accepted TOTP time step: a code is accepted once (no replay inside its window). */
  declare otpLastStep: CreationOptional<number | null>;
  /** 담당 범위 of a 홍보·콘텐츠 담당 (domain/scope.ts); null: no limit. Read on every request with the account. */
  declare staffScope: CreationOptional<StaffScope | null>;
  /** 게시 전 승인: this account's publishes wait for an approver (domain/approvals.ts). */
  declare approvalRequired: CreationOptional<boolean>;
  declare lastLoginAt: CreationOptional<Date | null>;
  declare lastLoginIp: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
  declare deletedAt: Date | null;

  static initModel(sequelize: Sequelize): void {
    User.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        loginId: DataTypes.STRING(20),
        passwordHash: DataTypes.TEXT,
        name: DataTypes.STRING(50),
        email: DataTypes.STRING(254),
        phone: DataTypes.STRING(20),
        role: { type: DataTypes.STRING(20), defaultValue: 'user' },
        tokenVersion: { type: DataTypes.INTEGER, defaultValue: 0 },
        active: { type: DataTypes.BOOLEAN, defaultValue: true },
        mustChangePassword: { type: DataTypes.BOOLEAN, defaultValue: false },
        passwordChangedAt: { type: DataTypes.DATE, defaultValue: null },
        otpSecret: { type: DataTypes.TEXT, defaultValue: null },
        otpEnabledAt: { type: DataTypes.DATE, defaultValue: null },
        // BIGINT comes back from pg as a string; a time step fits a JS number for millennia.
        otpLastStep: {
          type: DataTypes.BIGINT,
          defaultValue: null,
          get() {
            const v = this.getDataValue('otpLastStep') as unknown;
            return v === null || v === undefined ? null : Number(v);
          },
        },
        staffScope: { type: DataTypes.JSONB, defaultValue: null },
        approvalRequired: { type: DataTypes.BOOLEAN, defaultValue: false },
        lastLoginAt: { type: DataTypes.DATE, defaultValue: null },
        lastLoginIp: { type: DataTypes.STRING(45), defaultValue: null },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
        deletedAt: { type: DataTypes.DATE, defaultValue: null },
      },
      {
        sequelize,
        modelName: 'User',
        tableName: 'users',
        hooks: {
          // A changed role or a disabled account ends every session of that user at once.
          beforeUpdate(user) {
            if (user.changed('role') || (user.changed('active') && !user.active)) user.tokenVersion += 1;
          },
        },
      },
    );
  }
}
