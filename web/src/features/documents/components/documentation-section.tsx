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
import { DOCUMENTATION_COPY, DOCUMENT_TEMPLATES, type DocumentCategory, type DocumentationCopy } from '../../../content/documents';
import { documentFileNameIn, documentPathIn } from '../../../../../shared/document-files';
import { useChromeCopy } from '../../../components/layout/chrome-copy';
import { CATEGORY_STYLES } from './category-style';
import { DownloadGrid } from './download-grid';

const CATEGORY_ICONS: Record<DocumentCategory, ReactElement> = {
  technical: <DescriptionIcon />,
  service: <BuildIcon />,
  warranty: <VerifiedUserIcon />,
  photos: <PhotoLibraryIcon />,
};

/**
 * The 'Downloadable Documentation' section of /specifications (docs/product.md#documentation-section)
 * in the language of `copy`: four cards, and the box that asks the seller for more. Every card links
 * to a file under /documents/, the page language's where there is one (they work before any script
 * and without one); the photo package's holds the current photos.
 */
export function DocumentationSectionIn({ copy }: { copy: DocumentationCopy }) {
  const { locale } = useChromeCopy();
  return (
    <Section id="documentation" title={copy.section.title} intro={copy.section.intro}>
      <DownloadGrid
        items={DOCUMENT_TEMPLATES.map((template) => {
          const fileName = documentFileNameIn(template.fileName, locale);
          const format = template.type.toUpperCase();
          return {
            id: template.id,
            title: copy.templates[template.id].title,
            description: copy.templates[template.id].description,
            icon: CATEGORY_ICONS[template.category],
            badge: copy.categoryLabels[template.category],
            categoryStyle: CATEGORY_STYLES[template.category],
            format,
            fileName,
            href: documentPathIn(template.fileName, locale),
            buttonLabel: copy.buttonLabel?.(format, locale === 'en' || fileName !== template.fileName),
          };
        })}
      />
      <Box
        component="aside"
        aria-labelledby="additional-documentation-title"
        sx={{ mt: { xs: 4, md: 5 }, p: { xs: 2.5, md: 4 }, borderRadius: 2.5, bgcolor: 'grey.50', border: 1, borderColor: 'divider', textAlign: 'center' }}
      >
        <Typography id="additional-documentation-title" variant="h4" component="h3" sx={{ mb: 1 }}>
          {copy.additional.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', lineHeight: 1.65, maxWidth: 640, mx: 'auto', mb: 2.5 }}>{copy.additional.text}</Typography>
        <Button component={Link} to={copy.additional.cta.to} variant="contained" color="primary">
          {copy.additional.cta.label}
        </Button>
      </Box>
    </Section>
  );
}

/**
 * The English page's section. Default export for deferUntilVisible: its code loads as the visitor
 * scrolls near it, or at once on a click.
 */
export default function DocumentationSection() {
  return <DocumentationSectionIn copy={DOCUMENTATION_COPY} />;
}
