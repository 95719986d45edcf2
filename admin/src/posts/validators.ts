// The post form's checks across two fields (the server checks them again): 게시 종료 after the publish date, a
// calendar event's end not before its start.
import type { Validator } from 'react-admin';

export const unpublishAfterPublish: Validator = (value, values) =>
  value && values.publishedAt && new Date(value) <= new Date(values.publishedAt)
    ? '게시 종료는 게시일보다 뒤여야 합니다.'
    : undefined;

export const endAfterStart: Validator = (value, values) =>
  value && values.startAt && new Date(value) < new Date(values.startAt)
    ? '종료는 시작보다 빠를 수 없습니다.'
    : undefined;
