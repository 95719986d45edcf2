// The admin navigation (navigation.ts): the groups and items the signed-in role may open, the current one marked.
import { List, ListItem, ListItemButton, ListItemIcon, ListItemText, ListSubheader } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { useSidebarState } from 'react-admin';
import { getStoredUser } from '../session';
import { navigationFor } from './navigation';

export function Menu() {
  const location = useLocation();
  const [open] = useSidebarState();
  const role = getStoredUser()?.role;
  return (
    <nav aria-label="관리자 메뉴">
      {navigationFor(role).map((group) => (
        <List
          key={group.label || 'home'}
          dense
          subheader={open && group.label ? <ListSubheader disableSticky>{group.label}</ListSubheader> : undefined}
        >
          {group.items.map((item) => {
            const selected = item.active(location);
            const Icon = item.icon;
            return (
              // The link sits in an <li>: a <ul> holds only list items.
              <ListItem key={item.to} disablePadding>
                <ListItemButton
                  component={Link}
                  to={item.to}
                  selected={selected}
                  aria-current={selected ? 'page' : undefined}
                  data-nav={item.label}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <Icon />
                  </ListItemIcon>
                  {open && <ListItemText primary={item.label} />}
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      ))}
    </nav>
  );
}
