// A popup as the public page (and its island) sees it: only what is shown, nothing of the admin's record.
export interface PublicPopup {
  id: number;
  title: string;
  /** Sanitized on the server when saved. */
  bodyHtml: string;
  image: { url: string; alt: string; width: number | null; height: number | null } | null;
  linkUrl: string;
  linkNewTab: boolean;
  device: 'all' | 'pc' | 'mobile';
  dismissMode: 'today' | 'hours';
  dismissHours: number;
  /** Desktop placement in px; null = laid out automatically. */
  left: number | null;
  top: number | null;
  width: number;
  height: number;
}

export type PopupUiLang = 'ko' | 'zh';
