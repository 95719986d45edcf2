import polyglotI18nProvider from 'ra-i18n-polyglot';
import { ko } from './ko';

export const i18nProvider = polyglotI18nProvider(() => ko, 'ko', [{ locale: 'ko', name: '한국어' }], { allowMissing: false });
