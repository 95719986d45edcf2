// The board a content screen works on, from ?boardEnName= in the address.
import { useGetList } from 'react-admin';
import { useLocation } from 'react-router-dom';

export interface BoardInfo {
  id: number;
  enName: string;
  name: string;
  kind: 'list' | 'gallery' | 'calendar' | 'professor';
  categories: string[];
  allowAttachments: boolean;
  maxFiles: number;
  maxFileMb: number;
  allowedExtensions: string[];
}

export function useBoardEnName(): string {
  return new URLSearchParams(useLocation().search).get('boardEnName') ?? '';
}

export function useBoards() {
  return useGetList<BoardInfo>('boards', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'sortOrder', order: 'ASC' },
  });
}

/** The board named in the address, or `known` (a post's own board, so an edit link opens without the query). */
export function useBoard(known?: string): {
  board: BoardInfo | undefined;
  boards: BoardInfo[];
  isPending: boolean;
  enName: string;
} {
  const fromQuery = useBoardEnName();
  const enName = known ?? fromQuery;
  const { data, isPending } = useBoards();
  return { board: data?.find((b) => b.enName === enName), boards: data ?? [], isPending, enName };
}

export const contentPath = (enName: string, id?: number | string) =>
  `/boards/content${id === undefined ? '' : id === 'create' ? '/create' : `/${id}`}?boardEnName=${encodeURIComponent(enName)}`;
