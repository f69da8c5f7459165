import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { cardSx } from '../../../components/ui/info-card';
import { DOWNLOAD_BUTTON_COPY } from '../../../content/documents';
import type { CategoryStyle } from './category-style';

export interface DownloadCardProps {
  /** Used for the title's id, which describes the button (several read 'Download PDF'). */
  id: string;
  title: string;
  description: string;
  icon: ReactNode;
  badge: string;
  categoryStyle: CategoryStyle;
  /** Shown on the button: 'Download PDF'. */
  format: string;
  /** The file name of docs/product.md#document-templates, which the browser saves the file under. */
  fileName: string;
  /** Its file under /documents/: the button is a plain link to it. */
  href: string;
  /** The button's words when not the English 'Download PDF' (a French page linking to an English file says so). */
  buttonLabel?: string;
}

/**
 * A download card (docs/product.md#documentation-section): round icon and badge by category, title, description,
 * full-width button: a link that downloads the file, before and without any script.
 */
export function DownloadCard({ id, title, description, icon, badge, categoryStyle, format, fileName, href, buttonLabel }: DownloadCardProps) {
  const titleId = `${id}-title`;
  const label = buttonLabel ?? DOWNLOAD_BUTTON_COPY.label(format);
  return (
    <Box component="li" data-download={id} sx={{ ...cardSx, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 2 }}>
        <Box
          aria-hidden="true"
          sx={{ width: 48, height: 48, display: 'grid', placeItems: 'center', borderRadius: '50%', bgcolor: categoryStyle.icon, color: 'common.white', '& svg': { fontSize: 26 } }}
        >
          {icon}
        </Box>
        <Box
          component="span"
          sx={{ ...categoryStyle.badge, border: 1, borderRadius: 1, px: 1.25, py: 0.25, fontSize: '0.8125rem', fontWeight: 700, letterSpacing: '0.04em' }}
        >
          {badge}
        </Box>
      </Box>
      <Typography id={titleId} variant="h5" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', lineHeight: 1.65, mb: 2.5, flexGrow: 1 }}>{description}</Typography>
      <Button variant="outlined" color="primary" fullWidth href={href} download={fileName} aria-describedby={titleId} startIcon={<DownloadIcon />}>
        {label}
      </Button>
    </Box>
  );
}
