import type { ReactElement } from 'react';
import ChecklistIcon from '@mui/icons-material/ChecklistOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import EventNoteIcon from '@mui/icons-material/EventNoteOutlined';
import TableChartIcon from '@mui/icons-material/TableChartOutlined';
import { Section } from '../../../components/ui/section';
import { documentFileNameIn, documentPathIn } from '../../../../../shared/document-files';
import { useChromeCopy } from '../../../components/layout/chrome-copy';
import { RESOURCE_DOWNLOADS, resourceFileName, type ResourceDownloadId, type ResourceDownloadsCopy } from '../../../content/resources';
import { CATEGORY_STYLES } from './category-style';
import { DownloadGrid } from './download-grid';

const ICONS: Record<ResourceDownloadId, ReactElement> = {
  'specifications-template': <DescriptionIcon />,
  'compliance-checklist': <ChecklistIcon />,
  'roi-spreadsheet': <TableChartIcon />,
  'maintenance-schedule': <EventNoteIcon />,
};

/** The file a download card links to: RESOURCE_DOWNLOADS names each one. */
function fileOf(id: ResourceDownloadId) {
  const file = RESOURCE_DOWNLOADS.items.find((candidate) => candidate.id === id);
  if (!file) throw new Error(`No resource file for ${id}`);
  return file;
}

/**
 * The Resources page's downloads in the language of `copy`: links to the files the build made
 * (RESOURCE_DOWNLOADS names them, documentFileNameIn the page language's file), which work before
 * and without any script.
 */
export function ResourceDownloadsSection({ copy }: { copy: ResourceDownloadsCopy }) {
  const { locale } = useChromeCopy();
  return (
    <Section id="downloads" title={copy.title} intro={copy.intro} tone="muted">
      <DownloadGrid
        items={copy.items.map((item) => {
          const file = fileOf(item.id);
          const english = resourceFileName(file);
          const fileName = documentFileNameIn(english, locale);
          return {
            id: file.id,
            title: item.title,
            description: item.description,
            icon: ICONS[file.id],
            badge: file.format,
            categoryStyle: CATEGORY_STYLES.default,
            format: file.format,
            fileName,
            href: documentPathIn(english, locale),
            buttonLabel: copy.buttonLabel?.(file.format, locale === 'en' || fileName !== english),
          };
        })}
      />
    </Section>
  );
}

/**
 * The English page's downloads (docs/product.md#resources; docs/decisions/real-downloads.md: real files): three PDFs
 * and an Excel workbook. Default export for deferUntilVisible.
 */
export default function ResourceDownloads() {
  return <ResourceDownloadsSection copy={RESOURCE_DOWNLOADS} />;
}
