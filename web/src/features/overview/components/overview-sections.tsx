import type { ComponentType } from 'react';
import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { CardGrid } from '../../../components/ui/card-grid';
import { CheckList } from '../../../components/ui/check-list';
import { FactList } from '../../../components/ui/fact-list';
import { cardSx } from '../../../components/ui/info-card';
import { InfoCardList } from '../../../components/ui/info-card-list';
import { Section } from '../../../components/ui/section';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { OverviewSectionsCopy } from '../../../content/overview';
import { useListingSnapshot } from '../../../lib/listing-snapshot';

function Narrative({ copy }: { copy: OverviewSectionsCopy }) {
  const { unit } = useListingSnapshot().facts;
  const unitSpecs = copy.unitSpecs(unit);
  const keyFeatures = copy.keyFeatures(unit);
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 6, md: 9 } }}>
      <Box sx={{ display: 'grid', gap: { xs: 5, md: 6 }, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1.6fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 5 }}>
          {copy.narrative(unit).map((part, index) => (
            <Box component="section" key={part.title} aria-labelledby={`story-${index}`}>
              <Typography id={`story-${index}`} variant="h2" component="h2" sx={{ mb: 2 }}>
                {part.title}
              </Typography>
              {part.paragraphs.map((paragraph) => (
                <Typography key={paragraph.slice(0, 32)} sx={{ fontSize: '1.05rem', lineHeight: 1.8, color: 'text.secondary', mb: 2 }}>
                  {paragraph}
                </Typography>
              ))}
            </Box>
          ))}
        </Box>
        <Box component="aside" aria-labelledby="unit-specs-title" sx={{ ...cardSx, height: 'auto', position: { md: 'sticky' }, top: { md: 96 } }}>
          <Typography id="unit-specs-title" variant="h3" component="h2" sx={{ mb: 0.5 }}>
            {unitSpecs.title}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>{unitSpecs.intro}</Typography>
          <FactList facts={unitSpecs.facts} />
          <Box sx={{ mt: 3, pt: 3, borderTop: 1, borderColor: 'divider' }}>
            <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
              {keyFeatures.title}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {keyFeatures.items.map((feature) => (
                <li key={feature}>
                  <StatusBadge>{feature}</StatusBadge>
                </li>
              ))}
            </Box>
          </Box>
        </Box>
      </Box>
    </Container>
  );
}

function Equipment({ copy: { equipment } }: { copy: OverviewSectionsCopy }) {
  return (
    <Section id="equipment" title={equipment.title} intro={equipment.intro} tone="muted">
      <CardGrid columns={4} list>
        {equipment.items.map((pair) => (
          <Box component="li" key={pair.brand} sx={{ ...cardSx, borderTop: 4, borderTopColor: 'primary.main' }}>
            <Typography component="p" sx={{ fontWeight: 800, color: 'primary.main', mb: 0.5 }}>
              {pair.brand}
            </Typography>
            <Typography sx={{ color: 'text.secondary', lineHeight: 1.6 }}>{pair.product}</Typography>
          </Box>
        ))}
      </CardGrid>
    </Section>
  );
}

function Applications({ copy: { applications } }: { copy: OverviewSectionsCopy }) {
  return (
    <Section id="applications" title={applications.title} intro={applications.intro}>
      <InfoCardList items={applications.items} columns={4} />
    </Section>
  );
}

function QualityAssurance({ copy }: { copy: OverviewSectionsCopy }) {
  const quality = copy.quality(useListingSnapshot().facts.unit);
  return (
    <Section id="quality" title={quality.title} intro={quality.intro} tone="muted">
      <Box sx={{ ...cardSx, maxWidth: 900 }}>
        <CheckList items={quality.items} twoColumns />
        <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <Button component={Link} to={quality.cta.to} variant="contained" color="primary" size="large">
            {quality.cta.label}
          </Button>
          <Button component={Link} to={quality.report.to} variant="outlined" color="primary" size="large">
            {quality.report.label}
          </Button>
        </Box>
      </Box>
    </Section>
  );
}

/** /overview's sections below its first screen in the language of `copy`: the part the page loads as the visitor nears it. */
export function sectionsPart(copy: OverviewSectionsCopy): ComponentType {
  return function OverviewSections() {
    return (
      <>
        <Narrative copy={copy} />
        <Equipment copy={copy} />
        <Applications copy={copy} />
        <QualityAssurance copy={copy} />
      </>
    );
  };
}
