// The authoring checks of a page body (페이지 관리), split as domain/authoring-checks.ts decides: an image without
// alternative text (5.1.1) and a table without header cells (5.3.1) are errors that refuse a page's publish; the rest
// (skipped heading levels, vague or bare-URL link texts, colours under AA, empty paragraphs) come back with every
// saved draft, and all but the empty paragraphs hold up a publish until a 최고관리자 publishes over them.
import type { AuthoringWarning } from '../../domain/authoring-checks.js';
import { checkHtml } from './authoring-checks.js';

export { ordinal } from './authoring-checks.js';
export type PageCheck = AuthoringWarning;

const PAGE_ERRORS = new Set(['img-alt', 'table-header']);

export interface PageCheckResult {
  errors: PageCheck[];
  warnings: PageCheck[];
}

/** Checks a body (sanitized HTML). The page title is the h1, so the body's headings start at h2. */
export function checkPageContent(html: string): PageCheckResult {
  const found = checkHtml(html);
  return {
    errors: found.filter((f) => PAGE_ERRORS.has(f.code)),
    warnings: found.filter((f) => !PAGE_ERRORS.has(f.code)),
  };
}
