import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** The single row (id 1) of site settings; its data is validated by domain/settings.ts's schema. */
export class Setting extends Model<InferAttributes<Setting>, InferCreationAttributes<Setting>> {
  declare id: CreationOptional<number>;
  declare data: Record<string, unknown>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Setting.init(
      {
        id: { type: DataTypes.SMALLINT, primaryKey: true, defaultValue: 1 },
        data: { type: DataTypes.JSONB, allowNull: false, defaultValue: {} },
        updatedAt: DataTypes.DATE,
      },
      { sequelize, modelName: 'Setting', tableName: 'settings', createdAt: false },
    );
  }
}
