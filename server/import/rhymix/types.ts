// The rows of the old Rhymix / XE tables the importer reads (source.ts), with the columns it uses.

export interface RxModule {
  module_srl: number;
  module: string;
  mid: string;
  browser_title: string;
  content: string | null;
  skin: string | null;
  /** WIDGET, ARTICLE or OUTSIDE (module_extra_vars.page_type) for a page module. */
  page_type: string | null;
  /** The document an ARTICLE page shows, or the file an OUTSIDE page includes. */
  page_document_srl: number | null;
  page_path: string | null;
  list_count: number | null;
}

export interface RxDocument {
  document_srl: number;
  module_srl: number;
  category_srl: number;
  is_notice: string;
  title: string | null;
  content: string;
  readed_count: number;
  user_name: string;
  nick_name: string;
  regdate: string | null;
  status: string | null;
}

export interface RxCategory {
  category_srl: number;
  module_srl: number;
  parent_srl: number;
  title: string | null;
  list_order: number;
}

export interface RxExtraKey {
  module_srl: number;
  var_idx: number;
  var_name: string;
  var_type: string | null;
  eid: string | null;
}

export interface RxExtraVar {
  document_srl: number;
  var_idx: number;
  lang_code: string;
  value: string | null;
  eid: string | null;
}

export interface RxComment {
  comment_srl: number;
  document_srl: number;
  parent_srl: number;
  is_secret: string;
  content: string | null;
  user_name: string | null;
  nick_name: string | null;
  regdate: string | null;
  head: number | null;
  arrange: number | null;
  depth: number | null;
}

export interface RxFile {
  file_srl: number;
  upload_target_srl: number;
  upload_target_type: string | null;
  module_srl: number;
  sid: string | null;
  source_filename: string | null;
  uploaded_filename: string | null;
  download_count: number;
  direct_download: string;
  isvalid: string | null;
  cover_image: string;
  comment: string | null;
}

export interface RxMenuItem {
  menu_item_srl: number;
  parent_srl: number;
  menu_srl: number;
  name: string | null;
  url: string | null;
  listorder: number;
  group_srls: string | null;
}

/** A member_group_member row: who is in which group. */
export interface RxGroupMember {
  group_srl: number;
  member_srl: number;
}

export interface RxGrant {
  module_srl: number;
  name: string;
  group_srl: number;
}
