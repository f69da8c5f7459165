import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import HelpIcon from '@mui/icons-material/HelpOutlineOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import WarningIcon from '@mui/icons-material/ReportProblemOutlined';
import { CONDITION_RATING_LABELS, componentsBySystem, isOlderThanAYear, type ListedComponent } from '../../../../../shared/condition-report';
import type { ConditionRating } from '../../../../../shared/condition-report-facts';
import { responsivePhoto } from '../../../../../shared/image-url';
import { formatListingDay } from '../../../../../shared/listing-state';
import { formatFileSize, inspectionDocumentFilename, INSPECTION_DOCUMENT_KIND_LABELS } from '../../../../../shared/inspection-documents';
import type { TourPicture } from '../../../../../shared/tour-media';
import { SafeImage } from '../../../components/image-viewer/safe-image';
import { cardSx } from '../../../components/ui/info-card';
import { CONDITION_COPY as copy, CONDITION_REPORT_PDF_PATH, inspectorText, ratingSummary } from '../../../content/condition';
import { useListingSnapshot } from '../../../lib/listing-snapshot';

/** Each rating's colour and icon: the text always says the rating too, so colour is never the only sign. */
const RATING_LOOK: Record<ConditionRating, { color: (theme: Theme) => string; icon: ReactElement }> = {
  good: { color: (theme) => theme.palette.success.main, icon: <CheckCircleIcon aria-hidden="true" /> },
  fair: { color: (theme) => theme.palette.caution, icon: <InfoIcon aria-hidden="true" /> },
  'needs-attention': { color: (theme) => theme.palette.error.main, icon: <WarningIcon aria-hidden="true" /> },
  'not-inspected': { color: (theme) => theme.palette.text.secondary, icon: <HelpIcon aria-hidden="true" /> },
};

/** A rating as a label: icon, word and colour, with a dashed border for 'not inspected'. */
export function RatingLabel({ rating, count }: { rating: ConditionRating; count?: number }) {
  const look = RATING_LOOK[rating];
  return (
    <Box
      component="span"
      data-rating={rating}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1.25,
        py: 0.5,
        borderRadius: 1,
        border: 2,
        borderStyle: rating === 'not-inspected' ? 'dashed' : 'solid',
        borderColor: look.color,
        color: look.color,
        bgcolor: 'background.paper',
        fontWeight: 700,
        fontSize: '0.9rem',
        whiteSpace: 'nowrap',
        '& svg': { fontSize: '1.15rem' },
      }}
    >
      {look.icon}
      {count === undefined ? CONDITION_RATING_LABELS[rating] : `${CONDITION_RATING_LABELS[rating]}: ${count}`}
    </Box>
  );
}

function Summary({ today }: { today: string }) {
  const { facts } = useListingSnapshot();
  const report = facts.condition;
  const summary = ratingSummary(report);
  const rows: [string, string][] = [
    [copy.inspectedOn, report.inspectedOn ? formatListingDay(report.inspectedOn) : copy.notInspectedYet],
    ...(report.inspectedOn ? ([[copy.inspectedBy, inspectorText(report)], [copy.age, copy.ageValue(report, today, 'page')]] as [string, string][]) : []),
  ];
  return (
    <Box component="section" aria-labelledby="condition-summary-title" sx={{ ...cardSx, p: { xs: 2.5, md: 3.5 } }}>
      <Typography id="condition-summary-title" variant="h2" sx={{ fontSize: '1.6rem', mb: 2 }}>
        {copy.summaryTitle}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: { xs: 0.25, sm: 1 } }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 700, color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      {isOlderThanAYear(report, today) && (
        <Typography role="note" data-testid="condition-stale" sx={{ mt: 2, fontWeight: 700, color: 'error.main' }}>
          {copy.olderThanAYear}
        </Typography>
      )}
      <Typography component="h3" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
        {copy.countsLabel}
      </Typography>
      <Box component="ul" aria-label={copy.countsLabel} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {summary.map(({ rating, count }) => (
          <li key={rating}>
            <RatingLabel rating={rating} count={count} />
          </li>
        ))}
      </Box>
      <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>{copy.countsTotal(summary.reduce((sum, { count }) => sum + count, 0))}</Typography>
      <Box component="a" href={CONDITION_REPORT_PDF_PATH} download sx={{ display: 'inline-block', mt: 2.5, fontWeight: 700, color: 'primary.main' }}>
        {copy.download}
      </Box>
    </Box>
  );
}

function Photos({ component, photos }: { component: ListedComponent; photos: readonly TourPicture[] }) {
  return (
    <Box component="ul" aria-label={copy.photosLabel(component.label)} sx={{ listStyle: 'none', m: 0, mt: 2, p: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))' }}>
      {photos.map((photo) => (
        <li key={photo.publicUrl}>
          {/* A plain link to the full photo: it opens without scripts, and prints as the thumbnail. */}
          <Box component="a" href={photo.publicUrl} aria-label={copy.photoLink(photo.alt)} sx={{ display: 'block', borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.200' }}>
            <SafeImage {...responsivePhoto(photo)} sizes="(min-width: 900px) 200px, 45vw" alt={photo.alt} sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover' }} />
          </Box>
        </li>
      ))}
    </Box>
  );
}

function ComponentCard({ component, photos }: { component: ListedComponent; photos: readonly TourPicture[] }) {
  const headingId = `condition-${component.id}`;
  const inspected = component.rating !== 'not-inspected';
  return (
    <Box component="article" aria-labelledby={headingId} data-component={component.id} sx={{ ...cardSx, p: { xs: 2, md: 2.5 }, breakInside: 'avoid' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={headingId} variant="h5" component="h3">
          {component.label}
        </Typography>
        <RatingLabel rating={component.rating} />
      </Box>
      {inspected ? (
        <Typography sx={{ mt: 1.25, whiteSpace: 'pre-line' }}>
          <Box component="span" sx={{ fontWeight: 700 }}>{`${copy.comment}: `}</Box>
          {component.comment || copy.noComment}
        </Typography>
      ) : (
        <Typography sx={{ mt: 1.25, color: 'text.secondary' }}>{component.comment || copy.notInspectedNote}</Typography>
      )}
      {component.rating === 'needs-attention' && (
        <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>
          <Box component="span" sx={{ fontWeight: 700 }}>{`${copy.fix}: `}</Box>
          {component.fix ?? copy.fixUnknown}
        </Typography>
      )}
      {photos.length > 0 && <Photos component={component} photos={photos} />}
    </Box>
  );
}

/** The inspection documents, each a plain download link to the bytes the seller uploaded. */
function Documents() {
  const { conditionDocuments } = useListingSnapshot();
  return (
    <Box component="section" aria-labelledby="condition-documents-title" sx={{ ...cardSx, p: { xs: 2.5, md: 3.5 }, mt: { xs: 3, md: 4 } }}>
      <Typography id="condition-documents-title" variant="h2" sx={{ fontSize: '1.6rem', mb: 1 }}>
        {copy.documentsTitle}
      </Typography>
      {conditionDocuments.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{copy.noDocuments}</Typography>
      ) : (
        <>
          <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>{copy.documentsLead}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
            {conditionDocuments.map((document) => (
              <li key={document.id} data-document={document.kind}>
                <Box component="a" href={document.publicUrl} download={inspectionDocumentFilename(document)} sx={{ fontWeight: 700, color: 'primary.main' }}>
                  {copy.documentLink(INSPECTION_DOCUMENT_KIND_LABELS[document.kind], document.issuer, formatListingDay(document.issuedOn), formatFileSize(document.fileSize))}
                </Box>
              </li>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}

/** The report under the hero: the summary, then system by system, every component with its rating. */
export function ConditionReportView({ today }: { today: string }) {
  const { facts, conditionPhotos } = useListingSnapshot();
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 4, md: 6 } }}>
      <Summary today={today} />
      <Documents />
      {componentsBySystem(facts.condition).map(({ system, title, components }) => (
        <Box component="section" key={system} aria-labelledby={`condition-system-${system}`} sx={{ mt: { xs: 4, md: 5 } }}>
          <Typography id={`condition-system-${system}`} variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, mb: 2 }}>
            {title}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
            {components.map((component) => (
              <ComponentCard key={component.id} component={component} photos={conditionPhotos[component.id] ?? []} />
            ))}
          </Box>
        </Box>
      ))}
    </Container>
  );
}
