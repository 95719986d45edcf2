// Every model, initialised once per process on its one Sequelize instance.
import type { Sequelize } from 'sequelize';
import { User, isActiveUser } from './user.js';
import { RefreshToken } from './refresh-token.js';
import { Board } from './board.js';
import { Setting } from './setting.js';
import { StoredFile, type FileOwnerType } from './stored-file.js';
import { Post, type PostExtra } from './post.js';
import { Application } from './application.js';
import { ApplicationAccessLog, ApplicationDocument, ApplicationStatusChange } from './application-records.js';
import { Popup } from './popup.js';
import { RoleGrant } from './role-grant.js';
import { MailOutbox } from './mail-outbox.js';
import { AdmissionRound } from './admission-round.js';
import { MailTemplate } from './mail-template.js';
import { PostRevision } from './post-revision.js';
import { ResultLetter } from './result-letter.js';

export { User, isActiveUser, RefreshToken, Board, Setting, StoredFile, Post, Popup, RoleGrant, MailOutbox };
export { AdmissionRound, MailTemplate, PostRevision, ResultLetter };
export { Application, ApplicationAccessLog, ApplicationDocument, ApplicationStatusChange };
export type { FileOwnerType, PostExtra };

export function initModels(sequelize: Sequelize): void {
  User.initModel(sequelize);
  RefreshToken.initModel(sequelize);
  Board.initModel(sequelize);
  Setting.initModel(sequelize);
  StoredFile.initModel(sequelize);
  Post.initModel(sequelize);
  Post.belongsTo(Board, { foreignKey: 'boardId', as: 'board' });
  Popup.initModel(sequelize);
  RoleGrant.initModel(sequelize);
  MailOutbox.initModel(sequelize);
  AdmissionRound.initModel(sequelize);
  MailTemplate.initModel(sequelize);
  PostRevision.initModel(sequelize);
  ResultLetter.initModel(sequelize);
  RefreshToken.belongsTo(User, { foreignKey: 'userId' });
  initApplicationModels(sequelize);
}

function initApplicationModels(sequelize: Sequelize): void {
  Application.initModel(sequelize);
  ApplicationDocument.initModel(sequelize);
  ApplicationStatusChange.initModel(sequelize);
  ApplicationAccessLog.initModel(sequelize);
}
