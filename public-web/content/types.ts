// The sections of simple blocks that components/Blocks.tsx draws: what the pages generate around the stored ones
// (the admission schedule, content/round-schedule.ts).

export type Block =
  | { kind: 'p'; text: string }
  | { kind: 'list'; items: string[]; ordered?: boolean }
  | {
      kind: 'table';
      caption: string;
      head: string[];
      rows: string[][];
      note?: string;
      rowHeaders?: boolean;
      /** Fits a phone's width (cells wrap) instead of scrolling sideways: for two-column tables of prose. */
      fit?: boolean;
    }
  | { kind: 'timeline'; items: { year: string; events: string[] }[] }
  | { kind: 'cards'; items: { title: string; text: string }[] }
  | { kind: 'steps'; items: { title: string; text: string }[] }
  | { kind: 'dl'; items: { term: string; desc: string }[] }
  | { kind: 'callout'; title?: string; text: string };

export interface Section {
  heading: string;
  blocks: Block[];
}
