import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** What a file belongs to; decides who may download it (server/files/policies.ts). */
export type FileOwnerType = 'post' | 'application' | 'popup' | 'setting';

export class StoredFile extends Model<InferAttributes<StoredFile>, InferCreationAttributes<StoredFile>> {
  declare id: CreationOptional<number>;
  declare ownerType: FileOwnerType | null;
  declare ownerId: number | null;
  declare name: string;
  declare mime: string;
  declare size: number;
  declare sha256: string;
  declare width: number | null;
  declare height: number | null;
  declare data: CreationOptional<Buffer>;
  declare thumb: Buffer | null;
  declare downloadCount: CreationOptional<number>;
  declare sortOrder: CreationOptional<number>;
  declare createdBy: number | null;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    StoredFile.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        ownerType: DataTypes.STRING(20),
        ownerId: DataTypes.INTEGER,
        name: { type: DataTypes.STRING(255), allowNull: false },
        mime: { type: DataTypes.STRING(100), allowNull: false },
        size: { type: DataTypes.INTEGER, allowNull: false },
        sha256: { type: DataTypes.CHAR(64), allowNull: false },
        width: DataTypes.INTEGER,
        height: DataTypes.INTEGER,
        data: { type: DataTypes.BLOB, allowNull: false },
        thumb: DataTypes.BLOB,
        downloadCount: { type: DataTypes.INTEGER, defaultValue: 0 },
        sortOrder: { type: DataTypes.INTEGER, defaultValue: 0 },
        createdBy: DataTypes.INTEGER,
        createdAt: DataTypes.DATE,
      },
      {
        sequelize,
        modelName: 'StoredFile',
        tableName: 'files',
        updatedAt: false,
        // The bytes are loaded only when a download asks for them.
        defaultScope: { attributes: { exclude: ['data', 'thumb'] } },
        scopes: { withData: { attributes: { include: ['data'] } }, withThumb: { attributes: { include: ['thumb'] } } },
      },
    );
  }
}
