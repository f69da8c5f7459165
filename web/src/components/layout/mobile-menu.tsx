import { useEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { ADMIN_ENTRY_PATH, localizedPath } from '../../../../shared/site-routes';
import type { LinkCopy } from '../../content/types';
import { useChromeCopy } from './chrome-copy';
import { LanguageSwitch } from './language-switch';

/** The id of the open menu's panel, which the menu button controls. */
export const MOBILE_MENU_ID = 'mobile-menu';

const ICON_WHEN_OPEN = 'menu-icon-open';
const ICON_WHEN_CLOSED = 'menu-icon-closed';

/**
 * The navigation below `lg`: a `<details>` disclosure, so a phone opens it and reaches every page
 * before and without scripts (its `<summary>` is the button, with its expanded state built in).
 * Scripts only add what a disclosure lacks: closing on a link, on Escape and on a tap outside.
 */
export function MobileMenu({ callToAction }: { callToAction: LinkCopy }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const copy = useChromeCopy();

  useEffect(() => {
    const close = (returnFocus: boolean) => {
      const details = menu.current;
      if (!details?.open) return;
      details.open = false;
      if (returnFocus) details.querySelector('summary')?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && close(true);
    const onPointerDown = (event: PointerEvent) => !menu.current?.contains(event.target as Node) && close(false);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, []);

  // A link inside leads to another page: the menu must not stay open over it.
  const closeOnLink = (event: React.MouseEvent) => {
    if ((event.target as Element).closest('a') && menu.current) menu.current.open = false;
  };

  return (
    <Box
      component="details"
      ref={menu}
      sx={{
        display: { lg: 'none' },
        [`&[open] .${ICON_WHEN_CLOSED}, &:not([open]) .${ICON_WHEN_OPEN}`]: { display: 'none' },
      }}
    >
      <Box
        component="summary"
        aria-label={copy.menuLabel}
        aria-controls={MOBILE_MENU_ID}
        sx={{
          listStyle: 'none',
          '&::-webkit-details-marker': { display: 'none' },
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: 48,
          height: 48,
          mr: -1.5,
          borderRadius: '50%',
          cursor: 'pointer',
          '&:hover': { bgcolor: 'onDark.hover' },
          '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 },
        }}
      >
        <MenuIcon className={ICON_WHEN_CLOSED} />
        <CloseIcon className={ICON_WHEN_OPEN} />
      </Box>
      <Box
        id={MOBILE_MENU_ID}
        onClick={closeOnLink}
        sx={{
          position: 'absolute',
          top: '100%',
          left: 0,
          right: 0,
          maxHeight: 'calc(100dvh - 64px)',
          overflowY: 'auto',
          bgcolor: 'background.paper',
          color: 'text.primary',
          boxShadow: 8,
        }}
      >
        <Box component="nav" aria-label={copy.navLabel} sx={{ py: 1 }}>
          {copy.menuLinks.map((link) => (
            <Box
              key={link.to}
              component={NavLink}
              to={link.to}
              end={link.to === localizedPath('home', copy.locale)}
              sx={{
                display: 'block',
                px: 3,
                py: 1.5,
                color: 'inherit',
                textDecoration: 'none',
                fontWeight: 500,
                '&:hover': { bgcolor: 'action.hover' },
                '&.active': { color: 'primary.main', fontWeight: 700, bgcolor: 'action.selected' },
              }}
            >
              {link.label}
            </Box>
          ))}
        </Box>
        {/* A plain rule: MUI's Divider would be the only one in the shell, about 0.9 KB gzip on every page. */}
        <Box component="hr" sx={{ m: 0, border: 0, borderBottom: 1, borderColor: 'divider' }} />
        <Stack spacing={1.5} sx={{ p: 2 }}>
          <Button component={Link} to={callToAction.to} variant="contained" color="secondary" size="large" fullWidth>
            {callToAction.label}
          </Button>
          <Button component={Link} to={ADMIN_ENTRY_PATH} variant="outlined" size="small" fullWidth>
            {copy.adminLabel}
          </Button>
          {/* Below md the header has no room for the switch: it is here. */}
          <LanguageSwitch display={{ md: 'none' }} />
        </Stack>
      </Box>
    </Box>
  );
}
