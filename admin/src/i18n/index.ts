import polyglotI18nProvider from 'ra-i18n-polyglot';
import { ko } from './ko';
import { boardMessages } from '../boards/messages';

export const i18nProvider = polyglotI18nProvider(() => ({ ...ko, ...boardMessages }), 'ko', [{ locale: 'ko', name: '한국어' }], { allowMissing: false });
