import { Link } from 'react-router';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { ADMIN_MESSAGES, AUTH_NOTICES } from '../../../../../shared/auth';
import { PATHS } from '../../../../../shared/site-routes';
import { GALLERY_ADMIN_COPY } from '../../../content/gallery-admin';
import { AuthActionError } from '../../../lib/auth/auth-actions';
import { useAuthSession } from '../../../lib/auth/use-auth-session';
import { useInquiryCounts } from '../../../lib/inquiry-counts';
import { showNotice } from '../../../lib/notices';

export interface GalleryAdminBarProps {
  adminMode: boolean;
  onAdminModeChange: (on: boolean) => void;
  /** What to show when nobody is signed in: the page's own 'Admin Login' link. */
  signedOut: React.ReactNode;
}

/**
 * The gallery header's session controls (docs/product.md#gallery and docs/product.md#admin-mode): signed in, the 'Admin Mode'
 * toggle, 'Exit Admin' and 'Sign Out'. A signed-in non-admin who turns Admin Mode on makes the
 * one-time initial-admin claim; the mode turns on only if they are admin afterwards.
 */
export default function GalleryAdminBar({ adminMode, onAdminModeChange, signedOut }: GalleryAdminBarProps) {
  const { user, isAdmin, loading, claimInitialAdmin, signOut } = useAuthSession();
  const { data: counts } = useInquiryCounts(isAdmin);
  if (loading || !user) return <>{signedOut}</>;

  async function toggle(on: boolean) {
    if (!on || isAdmin) return onAdminModeChange(on);
    try {
      const session = await claimInitialAdmin();
      if (session.status !== 'signed-in' || !session.isAdmin) throw new AuthActionError(ADMIN_MESSAGES.setupFailed);
      showNotice({ severity: 'success', text: ADMIN_MESSAGES.granted });
      onAdminModeChange(true);
    } catch (error) {
      const reason = error instanceof AuthActionError ? error.message : ADMIN_MESSAGES.setupFailed;
      showNotice({ severity: 'error', ...(reason === ADMIN_MESSAGES.setupFailed ? {} : { title: ADMIN_MESSAGES.setupFailed }), text: reason });
    }
  }

  async function leave() {
    onAdminModeChange(false);
    try {
      await signOut();
      showNotice({ severity: 'success', text: AUTH_NOTICES.signedOut });
    } catch {
      showNotice({ severity: 'error', text: AUTH_NOTICES.signOutFailed });
    }
  }

  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <FormControlLabel
        control={<Switch checked={adminMode} onChange={(_event, on) => void toggle(on)} color="secondary" />}
        label={GALLERY_ADMIN_COPY.adminMode}
      />
      <Button variant="outlined" color="onDark" size="small" disabled={!adminMode} onClick={() => onAdminModeChange(false)}>
        {GALLERY_ADMIN_COPY.exitAdmin}
      </Button>
      {isAdmin && (
        <Button component={Link} to={PATHS.inquiries} variant="outlined" color="onDark" size="small">
          {GALLERY_ADMIN_COPY.inquiries(counts?.new)}
        </Button>
      )}
      <Button variant="outlined" color="onDark" size="small" onClick={() => void leave()}>
        {GALLERY_ADMIN_COPY.signOut}
      </Button>
    </Stack>
  );
}
