import { Link, NavLink } from 'react-router';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { ADMIN_ENTRY_PATH, PATHS } from '../../../../shared/site-routes';
import { primaryCallToAction } from '../../content/calls-to-action';
import { NAV_LINKS } from '../../content/navigation';
import { SITE_COPY } from '../../content/site';
import { useListingState } from '../../lib/listing-state';

export interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The navigation drawer for narrow screens. Loaded on demand by the header
 * (default export for React.lazy), so the Drawer and its transitions stay out of the first load.
 */
export default function MobileMenu({ id, open, onClose }: MobileMenuProps) {
  const callToAction = primaryCallToAction(useListingState().status);
  return (
    <Drawer id={id} anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw' } } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Typography component="span" sx={{ fontWeight: 800 }}>
          {SITE_COPY.shortName}
        </Typography>
        <IconButton onClick={onClose} aria-label={SITE_COPY.closeMenuLabel} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <nav aria-label={SITE_COPY.navLabel}>
        <List>
          {NAV_LINKS.map((link) => (
            <ListItem key={link.to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={link.to}
                end={link.to === PATHS.home}
                onClick={onClose}
                sx={{ '&.active': { color: 'primary.main', fontWeight: 700, bgcolor: 'action.selected' } }}
              >
                <ListItemText primary={link.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </nav>
      <Divider />
      <Stack spacing={1.5} sx={{ p: 2 }}>
        <Button component={Link} to={callToAction.to} onClick={onClose} variant="contained" color="secondary" size="large" fullWidth>
          {callToAction.label}
        </Button>
        <Button component={Link} to={ADMIN_ENTRY_PATH} onClick={onClose} variant="outlined" size="small" fullWidth>
          {SITE_COPY.adminLabel}
        </Button>
      </Stack>
    </Drawer>
  );
}
