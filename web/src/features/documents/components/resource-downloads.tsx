import type { ReactElement } from 'react';
import ChecklistIcon from '@mui/icons-material/ChecklistOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import EventNoteIcon from '@mui/icons-material/EventNoteOutlined';
import TableChartIcon from '@mui/icons-material/TableChartOutlined';
import { Section } from '../../../components/ui/section';
import { documentPath } from '../../../../../shared/documents';
import { RESOURCE_DOWNLOADS, resourceFileName, type ResourceDownloadId } from '../../../content/resources';
import { CATEGORY_STYLES } from './category-style';
import { DownloadGrid } from './download-grid';

const ICONS: Record<ResourceDownloadId, ReactElement> = {
  'specifications-template': <DescriptionIcon />,
  'compliance-checklist': <ChecklistIcon />,
  'roi-spreadsheet': <TableChartIcon />,
  'maintenance-schedule': <EventNoteIcon />,
};

/**
 * The Resources page's downloads (docs/product.md#resources; docs/decisions/real-downloads.md: real files): links to three PDFs
 * and an Excel workbook the build made, which work before and without any script. Default
 * export for deferUntilVisible.
 */
export default function ResourceDownloads() {
  return (
    <Section id="downloads" title={RESOURCE_DOWNLOADS.title} intro={RESOURCE_DOWNLOADS.intro} tone="muted">
      <DownloadGrid
        items={RESOURCE_DOWNLOADS.items.map((item) => ({
          id: item.id,
          title: item.title,
          description: item.description,
          icon: ICONS[item.id],
          badge: item.format,
          categoryStyle: CATEGORY_STYLES.default,
          format: item.format,
          fileName: resourceFileName(item),
          href: documentPath(resourceFileName(item)),
        }))}
      />
    </Section>
  );
}
