import polyglotI18nProvider from 'ra-i18n-polyglot';
import { ko } from './ko';
import { boardMessages } from '../boards/messages';
import { applicationMessages } from '../applications/i18n';
import { mailMessages } from '../mail/messages';
import { mailTemplateMessages } from '../mail-templates/messages';
import { resultLetterMessages } from '../result-letters/messages';
import { popupMessages } from '../popups/messages';
import { roundMessages } from '../rounds/messages';
import { settingsMessages } from '../settings/messages';
import { staffMessages } from '../staff/messages';
import { trashMessages } from '../trash';
import { questionMessages } from '../questions/messages';
import { faqMessages } from '../faqs/messages';
import { redirectMessages } from '../redirects/messages';

const messages = {
  ...ko,
  resources: {
    ...boardMessages.resources,
    ...applicationMessages,
    ...mailMessages,
    ...mailTemplateMessages,
    ...resultLetterMessages,
    ...popupMessages,
    ...roundMessages,
    ...settingsMessages,
    ...staffMessages,
    ...trashMessages,
    ...questionMessages,
    ...faqMessages,
    ...redirectMessages,
  },
};

export const i18nProvider = polyglotI18nProvider(() => messages, 'ko', [{ locale: 'ko', name: '한국어' }], {
  allowMissing: false,
});
