// Tables in the editor (prosemirror-tables through @tiptap/pm/tables; the admin ships no @tiptap/extension-table):
// a table with an optional caption, rows, header cells (th with scope) and data cells (td with colspan/rowspan).
// New tables start with a header row; cell editing, Tab between cells and the row/column commands come from
// prosemirror-tables.
import { Extension, Node, mergeAttributes } from '@tiptap/core';
import { TextSelection } from '@tiptap/pm/state';
import {
  addColumnAfter,
  addRowAfter,
  deleteColumn,
  deleteRow,
  deleteTable,
  goToNextCell,
  tableEditing,
  toggleHeader,
} from '@tiptap/pm/tables';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    staffTable: {
      /** A table of `rows` rows (the first a header row) and `cols` columns at the selection. */
      insertTable: (size?: { rows?: number; cols?: number }) => ReturnType;
      addRowAfter: () => ReturnType;
      addColumnAfter: () => ReturnType;
      deleteRow: () => ReturnType;
      deleteColumn: () => ReturnType;
      deleteTable: () => ReturnType;
      toggleHeaderRow: () => ReturnType;
      /** Sets (or with '' removes) the caption of the table around the selection. */
      setTableCaption: (caption: string) => ReturnType;
    };
  }
}

const ROLES: Record<string, string> = {
  table: 'table',
  tableRow: 'row',
  tableCell: 'cell',
  tableHeader: 'header_cell',
};

const span = (name: string) => ({
  default: 1,
  parseHTML: (el: HTMLElement) => Number(el.getAttribute(name)) || 1,
  renderHTML: (attrs: Record<string, unknown>) => (Number(attrs[name]) > 1 ? { [name]: String(attrs[name]) } : {}),
});
const cellAttrs = { colspan: span('colspan'), rowspan: span('rowspan'), colwidth: { default: null, rendered: false } };

export const TableCell = Node.create({
  name: 'tableCell',
  content: 'block+',
  isolating: true,
  addAttributes: () => cellAttrs,
  parseHTML: () => [{ tag: 'td' }],
  renderHTML: ({ HTMLAttributes }) => ['td', HTMLAttributes, 0],
});

export const TableHeader = Node.create({
  name: 'tableHeader',
  content: 'block+',
  isolating: true,
  addAttributes: () => ({
    ...cellAttrs,
    scope: {
      default: null,
      parseHTML: (el) => (['col', 'row'].includes(el.getAttribute('scope') ?? '') ? el.getAttribute('scope') : null),
    },
  }),
  parseHTML: () => [{ tag: 'th' }],
  renderHTML: ({ HTMLAttributes }) => ['th', HTMLAttributes, 0],
});

export const TableRow = Node.create({
  name: 'tableRow',
  content: '(tableCell | tableHeader)*',
  parseHTML: () => [{ tag: 'tr' }],
  renderHTML: ({ HTMLAttributes }) => ['tr', HTMLAttributes, 0],
});

export const Table = Node.create({
  name: 'table',
  group: 'block',
  content: 'tableRow+',
  isolating: true,
  addAttributes: () => ({
    caption: {
      default: null,
      parseHTML: (el) => el.querySelector(':scope > caption')?.textContent?.trim() || null,
      renderHTML: () => ({}),
    },
  }),
  // The caption is read into the attribute above; its text must not also land in the first cell.
  parseHTML: () => [{ tag: 'table' }, { tag: 'caption', ignore: true }],
  renderHTML({ node, HTMLAttributes }) {
    const attrs = mergeAttributes(HTMLAttributes);
    const caption = node.attrs.caption as string | null;
    // The caption is edited with the toolbar's 표 제목 button, not typed in place (it lies outside the rows).
    const cap = ['caption', { contenteditable: 'false' }, caption] as const;
    return caption ? ['table', attrs, cap, ['tbody', 0]] : ['table', attrs, ['tbody', 0]];
  },
  addCommands() {
    return {
      insertTable:
        ({ rows = 3, cols = 3 } = {}) =>
        ({ tr, dispatch, editor }) => {
          const { nodes } = editor.schema;
          const row = (cell: typeof nodes.tableCell, attrs: Record<string, unknown> | null) =>
            nodes.tableRow.create(
              null,
              Array.from({ length: cols }, () => cell.createAndFill(attrs)!),
            );
          const table = nodes.table.create(null, [
            row(nodes.tableHeader, { scope: 'col' }),
            ...Array.from({ length: Math.max(1, rows - 1) }, () => row(nodes.tableCell, null)),
          ]);
          if (dispatch) {
            const at = tr.selection.from;
            tr.replaceSelectionWith(table).scrollIntoView();
            tr.setSelection(TextSelection.near(tr.doc.resolve(Math.min(at + 3, tr.doc.content.size))));
          }
          return true;
        },
      addRowAfter:
        () =>
        ({ state, dispatch }) =>
          addRowAfter(state, dispatch),
      addColumnAfter:
        () =>
        ({ state, dispatch }) =>
          addColumnAfter(state, dispatch),
      deleteRow:
        () =>
        ({ state, dispatch }) =>
          deleteRow(state, dispatch),
      deleteColumn:
        () =>
        ({ state, dispatch }) =>
          deleteColumn(state, dispatch),
      deleteTable:
        () =>
        ({ state, dispatch }) =>
          deleteTable(state, dispatch),
      toggleHeaderRow:
        () =>
        ({ state, dispatch }) =>
          toggleHeader('row')(state, dispatch),
      setTableCaption:
        (caption) =>
        ({ state, tr, dispatch }) => {
          const $from = state.selection.$from;
          for (let d = $from.depth; d > 0; d--) {
            if ($from.node(d).type.name !== 'table') continue;
            if (dispatch) tr.setNodeAttribute($from.before(d), 'caption', caption.trim() || null);
            return true;
          }
          return false;
        },
    };
  },
  addKeyboardShortcuts() {
    return {
      Tab: () => this.editor.commands.command(({ state, dispatch }) => goToNextCell(1)(state, dispatch)),
      'Shift-Tab': () => this.editor.commands.command(({ state, dispatch }) => goToNextCell(-1)(state, dispatch)),
    };
  },
  addProseMirrorPlugins: () => [tableEditing()],
});

/** Gives the table nodes the `tableRole` that prosemirror-tables reads from the schema. */
export const TableRoles = Extension.create({
  name: 'tableRoles',
  extendNodeSchema: (extension) => (ROLES[extension.name] ? { tableRole: ROLES[extension.name] } : {}),
});

export const tableExtensions = [TableRoles, Table, TableRow, TableHeader, TableCell];
