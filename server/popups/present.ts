// Presenters: the admin's shape of a popup and the public one. Both are allow-lists.
import type { Popup, StoredFile } from '../../db/models/index.js';
import type { PublicPopup } from '../../domain/popups.js';
import { presentFile } from '../files/store.js';
import { popupStatus } from './active.js';
import { now } from '../../domain/clock.js';

export function presentPopup(p: Popup, image: StoredFile | null, at = now()) {
  return {
    id: p.id,
    title: p.title,
    body: p.body,
    imageFileId: p.imageFileId,
    image: image ? presentFile(image) : null,
    imageAlt: p.imageAlt,
    linkUrl: p.linkUrl,
    linkNewTab: p.linkNewTab,
    startAt: p.startAt.toISOString(),
    endAt: p.endAt.toISOString(),
    device: p.device,
    lang: p.lang,
    active: p.active,
    sortOrder: p.sortOrder,
    dismissMode: p.dismissMode,
    dismissHours: p.dismissHours,
    positionLeft: p.positionLeft,
    positionTop: p.positionTop,
    width: p.width,
    height: p.height,
    status: popupStatus(p, at),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export function presentPublicPopup(p: Popup, image: StoredFile | null): PublicPopup {
  return {
    id: p.id,
    title: p.title,
    bodyHtml: p.body,
    image: image
      ? { id: image.id, url: presentFile(image).url, alt: p.imageAlt, width: image.width, height: image.height }
      : null,
    linkUrl: p.linkUrl,
    linkNewTab: p.linkNewTab,
    device: p.device,
    dismissMode: p.dismissMode,
    dismissHours: p.dismissHours,
    left: p.positionLeft,
    top: p.positionTop,
    width: p.width,
    height: p.height,
  };
}
