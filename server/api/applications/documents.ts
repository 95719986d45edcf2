// The applicant's documents: which fields multer accepts, and each file checked (type, size, magic bytes)
// with a message in the form's language beside the document's field.
import type { RequestHandler } from 'express';
import { DOCUMENT_KINDS } from '../../../domain/application-fields.js';
import { documentSpecs, type FormRules } from '../../../domain/round-form.js';
import { memoryUpload } from '../../files/upload.js';
import { checkUpload, extensionOf, type CheckedFile } from '../../files/store.js';
import type { Messages } from '../../../domain/application-messages.js';

export const MAX_DOCUMENT_MB = Math.max(...DOCUMENT_KINDS.map((d) => d.maxMb));
const MAX_FILES = DOCUMENT_KINDS.reduce((n, d) => n + d.max, 0);

/** Multipart parsing for the submit: only the document fields, each with its own count. */
export const documentUpload: RequestHandler = memoryUpload(MAX_FILES, MAX_DOCUMENT_MB).fields(
  DOCUMENT_KINDS.map((d) => ({ name: d.kind, maxCount: d.max })),
);

export interface CheckedDocument {
  kind: string;
  file: CheckedFile;
}

type Files = Record<string, Express.Multer.File[]> | undefined;

/** Checks every document against what the round asks (asked: its documents for the track, required marked);
 * returns the checked files or the per-field messages. */
export async function checkDocuments(
  files: Files,
  asked: FormRules['documents'],
  m: Messages,
): Promise<{ documents: CheckedDocument[]; errors: Record<string, string> }> {
  const errors: Record<string, string> = {};
  const documents: CheckedDocument[] = [];
  const specs = documentSpecs(asked);
  const allowed = new Set(specs.map((d) => d.kind));
  for (const kind of Object.keys(files ?? {})) {
    if (!allowed.has(kind)) errors[kind] = m.notAsked;
  }
  for (const spec of specs) {
    const uploads = files?.[spec.kind] ?? [];
    if (!uploads.length) {
      if (spec.required) errors[spec.kind] = m.fileRequired;
      continue;
    }
    for (const upload of uploads) {
      if (!spec.extensions.includes(extensionOf(upload.originalname))) {
        errors[spec.kind] = m.fileType(
          spec.extensions
            .filter((e) => e !== 'jpeg')
            .map((e) => e.toUpperCase())
            .join('·'),
        );
        break;
      }
      if (upload.size > spec.maxMb * 1024 * 1024) {
        errors[spec.kind] = m.fileSize(spec.maxMb);
        break;
      }
      try {
        documents.push({
          kind: spec.kind,
          file: await checkUpload(upload, { extensions: spec.extensions, maxBytes: spec.maxMb * 1024 * 1024 }),
        });
      } catch {
        errors[spec.kind] = m.fileContent;
        break;
      }
    }
  }
  return { documents, errors };
}
