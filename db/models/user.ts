import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { Role } from '../../domain/roles.js';

/** A withdrawn account keeps its row but can never log in again. */
export function isActiveUser(user: { deletedAt: Date | null; passwordHash: string | null }): boolean {
  return user.deletedAt === null && user.passwordHash !== null;
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
        role: { type: DataTypes.STRING(10), defaultValue: 'user' },
        tokenVersion: { type: DataTypes.INTEGER, defaultValue: 0 },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
        deletedAt: { type: DataTypes.DATE, defaultValue: null },
      },
      {
        sequelize,
        modelName: 'User',
        tableName: 'users',
        hooks: {
          // Losing (or gaining) the admin role ends every session of that user at once.
          beforeUpdate(user) {
            if (user.changed('role')) user.tokenVersion += 1;
          },
        },
      },
    );
  }
}
