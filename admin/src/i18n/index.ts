import polyglotI18nProvider from 'ra-i18n-polyglot';
import { ko } from './ko';
import { popupMessages } from '../popups/messages';
import { settingsMessages } from '../settings/messages';

export const i18nProvider = polyglotI18nProvider(() => ({ ...ko, resources: { ...popupMessages, ...settingsMessages } }), 'ko', [{ locale: 'ko', name: '한국어' }], { allowMissing: false });
