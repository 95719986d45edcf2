// Every model, initialised once per process on its one Sequelize instance.
import type { Sequelize } from 'sequelize';
import { User, isActiveUser } from './user.js';
import { RefreshToken } from './refresh-token.js';
import { Board } from './board.js';
import { Setting } from './setting.js';
import { StoredFile, type FileOwnerType } from './stored-file.js';
import { Popup, type PopupDevice, type PopupDismissMode, type PopupLang } from './popup.js';

export { User, isActiveUser, RefreshToken, Board, Setting, StoredFile, Popup };
export type { FileOwnerType, PopupDevice, PopupDismissMode, PopupLang };

export function initModels(sequelize: Sequelize): void {
  User.initModel(sequelize);
  RefreshToken.initModel(sequelize);
  Board.initModel(sequelize);
  Setting.initModel(sequelize);
  StoredFile.initModel(sequelize);
  Popup.initModel(sequelize);
  RefreshToken.belongsTo(User, { foreignKey: 'userId' });
}
