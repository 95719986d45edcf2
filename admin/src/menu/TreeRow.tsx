// One item of the menu tree: a drag handle, its name and address (a button that opens it in the side panel), 숨김
// with an icon when it is hidden (never a faded row: faded text fails contrast), 새 창 when it opens one, and the
// keyboard moves: 위로, 아래로 and a menu with 다른 묶음으로 옮기기 and 메뉴에서 빼기.
import { useState } from 'react';
import { Box, ButtonBase, Chip, IconButton, ListItemText, Menu, MenuItem as MuiMenuItem, Tooltip } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import type { Row } from './tree';
import type { RowDrag } from './useRowDrag';

export interface TreeRowProps {
  row: Row;
  list: string;
  index: number;
  count: number;
  /** What the list is, for the buttons' names ("대학원 소개 묶음"). */
  where: string;
  selected: boolean;
  hasError: boolean;
  drag: RowDrag;
  /** The other header groups this item may move to (empty for the footer and quick links). */
  otherGroups: { id: string; name: string }[];
  onSelect: () => void;
  onStep: (d: -1 | 1) => void;
  onMoveTo: (groupId: string) => void;
  onRemove: () => void;
}

export const itemName = (label: string) => label.trim() || '이름 없는 항목';

export function TreeRow(p: TreeRowProps) {
  const { row, list, index, count, where, drag } = p;
  const [menuAt, setMenuAt] = useState<HTMLElement | null>(null);
  const name = itemName(row.item.label);
  const over = drag.over?.list === list && drag.over.index === index;
  return (
    <Box
      component="li"
      data-testid="menu-item"
      data-drop-list={list}
      data-drop-index={index}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        minHeight: 48,
        px: 0.5,
        borderRadius: 1,
        borderTop: '3px solid',
        borderTopColor: over ? 'primary.main' : 'transparent',
        bgcolor: p.selected ? 'action.selected' : drag.dragging === row.id ? 'action.hover' : undefined,
        outline: drag.dragging === row.id ? '2px dashed' : undefined,
        outlineColor: 'primary.main',
      }}
    >
      <Box
        aria-hidden
        title="끌어서 옮기기"
        data-testid="drag-handle"
        {...drag.handleProps(row.id, { list, index })}
        sx={{ display: 'flex', cursor: 'grab', touchAction: 'none', color: 'text.secondary', p: 0.5 }}
      >
        <DragIndicatorIcon fontSize="small" />
      </Box>
      <ButtonBase
        onClick={p.onSelect}
        aria-current={p.selected ? 'true' : undefined}
        sx={{
          flex: 1,
          minWidth: 0,
          justifyContent: 'flex-start',
          textAlign: 'left',
          borderRadius: 1,
          px: 1,
          py: 0.5,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <ListItemText
          primary={name}
          secondary={row.item.href}
          slotProps={{
            primary: { sx: { fontWeight: p.selected ? 700 : 400 }, noWrap: true },
            secondary: { noWrap: true, sx: { color: 'text.secondary' } },
          }}
          sx={{ my: 0, minWidth: 0 }}
        />
      </ButtonBase>
      {p.hasError && (
        <Chip size="small" color="error" variant="outlined" icon={<ErrorOutlineIcon />} label="확인 필요" />
      )}
      {!row.item.visible && <Chip size="small" variant="outlined" icon={<VisibilityOffIcon />} label="숨김" />}
      {row.item.newTab && (
        <Tooltip title="새 창으로 열립니다">
          <OpenInNewIcon fontSize="small" aria-label="새 창" role="img" sx={{ color: 'text.secondary' }} />
        </Tooltip>
      )}
      <IconButton
        size="small"
        aria-label={`${where}: ${name} 위로 옮기기`}
        disabled={index === 0}
        onClick={() => p.onStep(-1)}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={`${where}: ${name} 아래로 옮기기`}
        disabled={index === count - 1}
        onClick={() => p.onStep(1)}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={`${where}: ${name} 더 보기 (다른 묶음으로 옮기기, 빼기)`}
        aria-haspopup="menu"
        onClick={(e) => setMenuAt(e.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={menuAt} open={Boolean(menuAt)} onClose={() => setMenuAt(null)}>
        {p.otherGroups.map((g) => (
          <MuiMenuItem
            key={g.id}
            onClick={() => {
              setMenuAt(null);
              p.onMoveTo(g.id);
            }}
          >
            {g.name} 묶음으로 옮기기
          </MuiMenuItem>
        ))}
        <MuiMenuItem
          onClick={() => {
            setMenuAt(null);
            p.onRemove();
          }}
        >
          메뉴에서 빼기 (페이지는 그대로 남습니다)
        </MuiMenuItem>
      </Menu>
    </Box>
  );
}
