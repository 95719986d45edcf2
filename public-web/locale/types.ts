// The shape every interface-string file (ko, zh-Hans) fills, and which one a path gets.
export type Lang = 'ko' | 'zh-Hans';

export interface UiStrings {
  skipToContent: string;
  newWindow: string;
  home: string;
  /** After the school's name: the description of a page that has no prose of its own. */
  siteDescription: string;
  menu: string;
  openMenu: string;
  closeMenu: string;
  mainNav: string;
  localNav: string;
  breadcrumb: string;
  login: string;
  logout: string;
  join: string;
  myInfo: string;
  admin: string;
  toggleGroup: (label: string) => string;
  /** The link to the site in the other language, shown in the header's utility bar (zh-Hans → 한국어). */
  otherLanguage: { label: string; lang: Lang; href: string; hint: string } | null;
  footer: {
    brochure: string;
    privacy: string;
    emailRefusal: string;
    directions: string;
    familySite: string;
    familySiteChoose: string;
    go: string;
    social: string;
    address: string;
    phone: string;
    fax: string;
    email: string;
    hours: string;
    rights: string;
  };
  dialog: { close: string; ok: string; loading: string; alertTitle: string; errorTitle: string; confirmTitle: string };
  api: { needLogin: string; generic: string };
  /** The login's second step for an account with two-factor login. */
  otp: {
    title: string;
    lead: string;
    label: string;
    hint: string;
    recoveryLabel: string;
    recoveryHint: string;
    useRecovery: string;
    useApp: string;
    empty: string;
    submit: string;
    back: string;
  };
  noScript: string;
  error: {
    notFoundTitle: string;
    notFoundLead: string;
    failedTitle: string;
    /** The first way out of an error page (the China MBA pages lead back to their own section). */
    home: { label: string; href: string };
    links: { label: string; href: string }[];
  };
}

/** The China MBA section (and its application and look-up) is Simplified Chinese; the rest of the site Korean. */
export function langForPath(path: string): Lang {
  return path === '/china' ||
    path.startsWith('/china/') ||
    path === '/receipt/china-mba' ||
    path.startsWith('/receipt/china-mba/')
    ? 'zh-Hans'
    : 'ko';
}
