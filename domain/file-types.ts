// The file types an upload may be: the server checks each by its content (server/files/types.ts) and the admin
// offers the document list as the extensions a board may allow, so both read the one list here.

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'];
export const DOCUMENT_EXTENSIONS = [
  'pdf',
  'hwp',
  'hwpx',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'zip',
  'txt',
  'csv',
  ...IMAGE_EXTENSIONS,
];
