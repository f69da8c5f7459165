import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { inspectionDocumentFilename } from '../../../../../shared/inspection-documents';
import { SellerText } from '../../../components/seller-text';
import { cardSx } from '../../../components/ui/info-card';
import { useListingSnapshot } from '../../../lib/listing-snapshot';
import { useConditionCopy, useConditionDetails } from '../condition-copy';

/** The seller's 'as described' statement in their own words and its period; nothing when none is made. */
function Statement() {
  const { statement } = useListingSnapshot().facts.condition;
  const copy = useConditionCopy();
  const details = useConditionDetails();
  if (!statement) return null;
  return (
    <Box component="section" aria-labelledby="condition-statement-title" data-testid="condition-statement" sx={{ ...cardSx, p: { xs: 2.5, md: 3.5 }, mt: { xs: 3, md: 4 } }}>
      <Typography id="condition-statement-title" variant="h2" sx={{ fontSize: '1.6rem', mb: 1 }}>
        {details.statementTitle}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>{details.statementLead}</Typography>
      <Box component="blockquote" sx={{ m: 0, pl: 2, borderLeft: 4, borderColor: 'primary.main', whiteSpace: 'pre-line', fontSize: '1.05rem' }}>
        <SellerText english={statement.text} french={statement.textFr} />
      </Box>
      <Typography sx={{ mt: 1.5, fontWeight: 700 }}>{`${details.statementPeriod}${copy.colon}${details.days(statement.periodDays)}`}</Typography>
    </Box>
  );
}

/** The inspection documents, each a plain download link to the bytes the seller uploaded. */
function Documents() {
  const { conditionDocuments } = useListingSnapshot();
  const copy = useConditionCopy();
  const details = useConditionDetails();
  return (
    <Box component="section" aria-labelledby="condition-documents-title" sx={{ ...cardSx, p: { xs: 2.5, md: 3.5 }, mt: { xs: 3, md: 4 } }}>
      <Typography id="condition-documents-title" variant="h2" sx={{ fontSize: '1.6rem', mb: 1 }}>
        {details.documentsTitle}
      </Typography>
      {conditionDocuments.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{details.noDocuments}</Typography>
      ) : (
        <>
          <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>{details.documentsLead}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
            {conditionDocuments.map((document) => (
              <li key={document.id} data-document={document.kind}>
                <Box component="a" href={document.publicUrl} download={inspectionDocumentFilename(document)} sx={{ fontWeight: 700, color: 'primary.main' }}>
                  {details.documentLink(details.documentKindLabels[document.kind], document.issuer, copy.formatDay(document.issuedOn), details.fileSize(document.fileSize))}
                </Box>
              </li>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}

/**
 * The seller's statement and the inspection documents, under the summary: a part of their own, in the
 * first screen of a wide window (components/condition-page.tsx). Plain markup and download links.
 */
export default function ConditionRecord() {
  return (
    <Container maxWidth="xl">
      <Statement />
      <Documents />
    </Container>
  );
}
