// One row of the role register (migration 20261123125000-role-grants): a grant or change of role or active state.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { Role } from '../../domain/roles.js';

export class RoleGrant extends Model<InferAttributes<RoleGrant>, InferCreationAttributes<RoleGrant>> {
  declare id: CreationOptional<number>;
  declare userId: number;
  /** The login id at the time: the register still names the person after a withdrawal erased it from users. */
  declare userLoginId: string | null;
  /** null: the system itself (the ADMIN_ID bootstrap). */
  declare grantedBy: number | null;
  declare grantedByLoginId: string | null;
  /** null: the account was created with newRole. */
  declare oldRole: Role | null;
  declare newRole: Role;
  declare oldActive: boolean | null;
  declare newActive: boolean;
  declare createdAt: Date;

  static initModel(sequelize: Sequelize): void {
    RoleGrant.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        userId: { type: DataTypes.INTEGER, allowNull: false },
        userLoginId: DataTypes.STRING(20),
        grantedBy: DataTypes.INTEGER,
        grantedByLoginId: DataTypes.STRING(20),
        oldRole: DataTypes.STRING(20),
        newRole: { type: DataTypes.STRING(20), allowNull: false },
        oldActive: DataTypes.BOOLEAN,
        newActive: { type: DataTypes.BOOLEAN, allowNull: false },
        createdAt: { type: DataTypes.DATE, allowNull: false },
      },
      { sequelize, modelName: 'RoleGrant', tableName: 'role_grants', timestamps: false },
    );
  }
}
