import polyglotI18nProvider from 'ra-i18n-polyglot';
import { ko } from './ko';
import { applicationMessages } from '../applications/i18n';

export const i18nProvider = polyglotI18nProvider(() => ({ ...ko, resources: { ...applicationMessages } }), 'ko', [{ locale: 'ko', name: '한국어' }], { allowMissing: false });
