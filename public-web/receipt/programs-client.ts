// The bits of domain/application-fields.ts the browser needs for its own checks before upload.
export { DOCUMENT_KINDS } from '../../domain/application-fields.js';

export function extensionOk(name: string, extensions: string[]): boolean {
  const dot = name.lastIndexOf('.');
  return dot > 0 && extensions.includes(name.slice(dot + 1).toLowerCase());
}
