import type { ComponentType } from 'react';
import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PlaceIcon from '@mui/icons-material/Place';
import type { RegionalSectionsCopy } from '../../content/regions';
import { useListingSnapshot } from '../../lib/listing-snapshot';
import { CheckList } from '../ui/check-list';
import { cardSx } from '../ui/info-card';
import { InfoCardList } from '../ui/info-card-list';
import { Section } from '../ui/section';

function DistanceTable({ distances, formatDistance }: Pick<RegionalSectionsCopy, 'distances' | 'formatDistance'>) {
  const farthest = Math.max(...distances.rows.map((row) => row.km));
  return (
    <Box sx={{ ...cardSx, p: 0, overflow: 'hidden' }}>
      <Box component="table" aria-labelledby="distances-title" sx={{ width: '100%', borderCollapse: 'collapse' }}>
        <Box component="thead" sx={{ bgcolor: 'primary.main', color: 'common.white' }}>
          <tr>
            <Box component="th" scope="col" sx={{ textAlign: 'left', px: { xs: 2, md: 3 }, py: 1.5, fontSize: '0.9rem' }}>
              {distances.cityHeading}
            </Box>
            <Box component="th" scope="col" sx={{ textAlign: 'right', px: { xs: 2, md: 3 }, py: 1.5, fontSize: '0.9rem' }}>
              {distances.distanceHeading}
            </Box>
          </tr>
        </Box>
        <tbody>
          {distances.rows.map((row) => (
            <Box component="tr" key={row.city} sx={{ borderTop: 1, borderColor: 'divider' }}>
              <Box component="th" scope="row" sx={{ textAlign: 'left', fontWeight: 600, px: { xs: 2, md: 3 }, py: 1.75 }}>
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                  <PlaceIcon aria-hidden="true" sx={{ fontSize: 18, color: row.km === 0 ? 'secondary.main' : 'primary.light' }} />
                  {row.city}
                </Box>
              </Box>
              <Box component="td" sx={{ px: { xs: 2, md: 3 }, py: 1.75, textAlign: 'right', width: { xs: '45%', sm: '55%' } }}>
                <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1.5 }}>
                  <Box
                    aria-hidden="true"
                    sx={{ display: { xs: 'none', sm: 'block' }, flex: 1, height: 8, borderRadius: 4, bgcolor: 'grey.100', overflow: 'hidden' }}
                  >
                    <Box sx={{ width: `${farthest ? (row.km / farthest) * 100 : 0}%`, height: '100%', bgcolor: 'primary.light' }} />
                  </Box>
                  <Box component="span" sx={{ fontWeight: 800, minWidth: '4.5em', fontVariantNumeric: 'tabular-nums' }}>
                    {formatDistance(row.km)}
                  </Box>
                </Box>
              </Box>
            </Box>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

/** A provincial page's sections under its hero in the language of `copy`: the part the page loads as the visitor nears it. */
export function sectionsPart(copy: RegionalSectionsCopy): ComponentType {
  return function RegionalSections() {
    const benefits = copy.benefits(useListingSnapshot().facts.unit);
    return (
      <>
        <Section id="benefits" title={benefits.title} intro={benefits.intro}>
          <InfoCardList items={benefits.items} columns={4} />
        </Section>
        <Section id="distances" title={copy.distances.title} intro={copy.distances.intro} tone="muted">
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
            <DistanceTable distances={copy.distances} formatDistance={copy.formatDistance} />
            <Box sx={cardSx}>
              <Typography variant="h5" component="h3" sx={{ mb: 2 }}>
                {copy.delivery.title}
              </Typography>
              <CheckList items={copy.delivery.items} />
              <Button component={Link} to={copy.delivery.cta.to} variant="contained" color="primary" sx={{ mt: 3 }}>
                {copy.delivery.cta.label}
              </Button>
            </Box>
          </Box>
        </Section>
      </>
    );
  };
}
