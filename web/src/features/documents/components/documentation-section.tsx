import type { ReactElement } from 'react';
import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import BuildIcon from '@mui/icons-material/BuildOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibraryOutlined';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUserOutlined';
import { Section } from '../../../components/ui/section';
import {
  ADDITIONAL_DOCUMENTATION,
  DOCUMENTATION_SECTION,
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_TEMPLATES,
  type DocumentCategory,
} from '../../../content/documents';
import { documentPath } from '../../../../../shared/documents';
import { CATEGORY_STYLES } from './category-style';
import { DownloadGrid } from './download-grid';

const CATEGORY_ICONS: Record<DocumentCategory, ReactElement> = {
  technical: <DescriptionIcon />,
  service: <BuildIcon />,
  warranty: <VerifiedUserIcon />,
  photos: <PhotoLibraryIcon />,
};

/**
 * The 'Downloadable Documentation' section of /specifications (docs/product.md#documentation-section): four cards, and
 * the box that asks the seller for more. Every card links to a file under /documents/ (they work
 * before any script and without one); the photo package's holds the current photos. Default export
 * for deferUntilVisible: its code loads as the visitor scrolls near it, or at once on a click.
 */
export default function DocumentationSection() {
  return (
    <Section id="documentation" title={DOCUMENTATION_SECTION.title} intro={DOCUMENTATION_SECTION.intro}>
      <DownloadGrid
        items={DOCUMENT_TEMPLATES.map((template) => ({
          id: template.id,
          title: template.title,
          description: template.description,
          icon: CATEGORY_ICONS[template.category],
          badge: DOCUMENT_CATEGORY_LABELS[template.category],
          categoryStyle: CATEGORY_STYLES[template.category],
          format: template.type.toUpperCase(),
          fileName: template.fileName,
          href: documentPath(template.fileName),
        }))}
      />
      <Box
        component="aside"
        aria-labelledby="additional-documentation-title"
        sx={{ mt: { xs: 4, md: 5 }, p: { xs: 2.5, md: 4 }, borderRadius: 2.5, bgcolor: 'grey.50', border: 1, borderColor: 'divider', textAlign: 'center' }}
      >
        <Typography id="additional-documentation-title" variant="h4" component="h3" sx={{ mb: 1 }}>
          {ADDITIONAL_DOCUMENTATION.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', lineHeight: 1.65, maxWidth: 640, mx: 'auto', mb: 2.5 }}>{ADDITIONAL_DOCUMENTATION.text}</Typography>
        <Button component={Link} to={ADDITIONAL_DOCUMENTATION.cta.to} variant="contained" color="primary">
          {ADDITIONAL_DOCUMENTATION.cta.label}
        </Button>
      </Box>
    </Section>
  );
}
