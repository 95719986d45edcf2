import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** Board-kind fields kept in posts.extra (professor cards; other kinds keep it empty). */
export interface PostExtra {
  position?: string;
  major?: string;
  email?: string;
  phone?: string;
  office?: string;
  photoFileId?: number | null;
  /** Display order on the professor page (smaller first). */
  order?: number;
}

export class Post extends Model<InferAttributes<Post>, InferCreationAttributes<Post>> {
  declare id: CreationOptional<number>;
  declare boardId: number;
  declare title: string;
  /** Sanitized HTML (server/api/posts/sanitize.ts), never the client's bytes. */
  declare content: CreationOptional<string>;
  /** The text of content without tags, for search and summaries. */
  declare contentText: CreationOptional<string>;
  declare category: string | null;
  declare authorName: CreationOptional<string>;
  declare isNotice: CreationOptional<boolean>;
  declare publishedAt: CreationOptional<Date>;
  declare startAt: Date | null;
  declare endAt: Date | null;
  declare allDay: CreationOptional<boolean>;
  declare extra: CreationOptional<PostExtra>;
  declare viewCount: CreationOptional<number>;
  declare createdBy: number | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
  declare deletedAt: Date | null;
  /** A draft is never public; publishing it sets publishedAt (now or a time). */
  declare isDraft: CreationOptional<boolean>;
  /** 게시 종료: from this instant the post leaves every public list, page and feed. */
  declare unpublishAt: CreationOptional<Date | null>;
  declare deletedBy: CreationOptional<number | null>;
  /** Raised by one on every save of staff (edit conflicts: server/edit-conflicts/check.ts), with who and when. */
  declare version: CreationOptional<number>;
  declare savedBy: CreationOptional<number | null>;
  declare savedAt: CreationOptional<Date | null>;

  static initModel(sequelize: Sequelize): void {
    Post.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        boardId: { type: DataTypes.INTEGER, allowNull: false },
        title: { type: DataTypes.STRING(200), allowNull: false },
        content: { type: DataTypes.TEXT, defaultValue: '' },
        contentText: { type: DataTypes.TEXT, defaultValue: '' },
        category: DataTypes.STRING(30),
        authorName: { type: DataTypes.STRING(50), defaultValue: '' },
        isNotice: { type: DataTypes.BOOLEAN, defaultValue: false },
        publishedAt: { type: DataTypes.DATE, defaultValue: DataTypes.NOW },
        startAt: DataTypes.DATE,
        endAt: DataTypes.DATE,
        allDay: { type: DataTypes.BOOLEAN, defaultValue: false },
        extra: { type: DataTypes.JSONB, defaultValue: {} },
        viewCount: { type: DataTypes.INTEGER, defaultValue: 0 },
        createdBy: DataTypes.INTEGER,
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
        deletedAt: { type: DataTypes.DATE, defaultValue: null },
        isDraft: { type: DataTypes.BOOLEAN, defaultValue: false },
        unpublishAt: { type: DataTypes.DATE, defaultValue: null },
        deletedBy: { type: DataTypes.INTEGER, defaultValue: null },
        version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
        savedBy: { type: DataTypes.INTEGER, defaultValue: null },
        savedAt: { type: DataTypes.DATE, defaultValue: null },
      },
      // modelName is explicit on every model: esbuild renames the classes in the bundle (Post → _Post), and raw
      // SQL such as the admin list's ORDER BY "Post"."is_notice" relies on the alias.
      { sequelize, modelName: 'Post', tableName: 'posts' },
    );
  }
}
