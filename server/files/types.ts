// Which file types we accept, and how each must look inside (magic bytes via file-type).

/** Extensions that are never stored, whatever a board allows: they run in a browser or an OS. */
export const DANGEROUS_EXTENSIONS = new Set([
  'exe',
  'msi',
  'bat',
  'cmd',
  'com',
  'scr',
  'pif',
  'cpl',
  'jar',
  'js',
  'mjs',
  'vbs',
  'vbe',
  'wsf',
  'ps1',
  'sh',
  'php',
  'phtml',
  'asp',
  'aspx',
  'jsp',
  'cgi',
  'pl',
  'py',
  'html',
  'htm',
  'xhtml',
  'shtml',
  'svg',
  'svgz',
  'xml',
  'hta',
  'lnk',
  'reg',
  'dll',
  'so',
  'apk',
]);

const OOXML = [
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
];
const CFB = ['application/x-cfb'];

/** extension → the MIME types file-type may detect for it, and the type we send back. `text` = no magic, must be UTF-8 text. */
export const KNOWN_TYPES: Record<string, { detected: string[] | 'text'; serveAs: string }> = {
  pdf: { detected: ['application/pdf'], serveAs: 'application/pdf' },
  jpg: { detected: ['image/jpeg'], serveAs: 'image/jpeg' },
  jpeg: { detected: ['image/jpeg'], serveAs: 'image/jpeg' },
  png: { detected: ['image/png'], serveAs: 'image/png' },
  gif: { detected: ['image/gif'], serveAs: 'image/gif' },
  webp: { detected: ['image/webp'], serveAs: 'image/webp' },
  hwp: { detected: CFB, serveAs: 'application/x-hwp' },
  hwpx: { detected: ['application/zip', 'application/hwp+zip'], serveAs: 'application/haansofthwpx' },
  doc: { detected: CFB, serveAs: 'application/msword' },
  xls: { detected: CFB, serveAs: 'application/vnd.ms-excel' },
  ppt: { detected: CFB, serveAs: 'application/vnd.ms-powerpoint' },
  docx: { detected: OOXML, serveAs: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { detected: OOXML, serveAs: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pptx: { detected: OOXML, serveAs: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
  zip: { detected: ['application/zip'], serveAs: 'application/zip' },
  txt: { detected: 'text', serveAs: 'text/plain; charset=utf-8' },
  csv: { detected: 'text', serveAs: 'text/csv; charset=utf-8' },
};

// The upload lists live in domain/ because the admin's board form offers the same extensions.
export { DOCUMENT_EXTENSIONS, IMAGE_EXTENSIONS } from '../../domain/file-types.js';
