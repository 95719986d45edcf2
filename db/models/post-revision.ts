import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** An attachment as a revision records it: the file's id and its name (said when the file is gone). */
export interface RevisionAttachment {
  id: number;
  name: string;
}

/**
 * One saved version of a post's title, body and attachments (post_revisions): who saved it, when, and an optional
 * note. `attachments` is null on revisions saved before they were recorded.
 */
export class PostRevision extends Model<InferAttributes<PostRevision>, InferCreationAttributes<PostRevision>> {
  declare id: CreationOptional<number>;
  declare postId: number;
  declare title: string;
  declare content: string;
  declare note: string | null;
  declare attachments: RevisionAttachment[] | null;
  declare staffId: number | null;
  declare staffName: string | null;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    PostRevision.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        postId: { type: DataTypes.INTEGER, allowNull: false },
        title: { type: DataTypes.STRING(200), allowNull: false },
        content: { type: DataTypes.TEXT, allowNull: false },
        note: DataTypes.STRING(300),
        attachments: DataTypes.JSONB,
        staffId: DataTypes.INTEGER,
        staffName: DataTypes.STRING(50),
        createdAt: DataTypes.DATE,
      },
      { sequelize, modelName: 'PostRevision', tableName: 'post_revisions', updatedAt: false },
    );
  }
}
