import type { ComponentType, ReactElement } from 'react';
import Typography from '@mui/material/Typography';
import AccessibleIcon from '@mui/icons-material/AccessibleForwardOutlined';
import BoltIcon from '@mui/icons-material/BoltOutlined';
import StraightenIcon from '@mui/icons-material/Straighten';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUserOutlined';
import { InfoCardList } from '../../../components/ui/info-card-list';
import { visuallyHiddenSx } from '../../../components/ui/visually-hidden';
import type { SpecHighlightIcon, SpecHighlightsCopy } from '../../../content/specifications';
import { useListingFigures } from '../../../lib/listing-state';

const HIGHLIGHT_ICONS: Record<SpecHighlightIcon, ReactElement> = {
  size: <StraightenIcon />,
  power: <BoltIcon />,
  access: <AccessibleIcon />,
  inspection: <VerifiedUserIcon />,
};

/** /specifications' highlights in the language of `copy`, the inspection from the page's snapshot: the part the page loads after its own code. */
export function highlightsPart(copy: SpecHighlightsCopy): ComponentType {
  return function SpecHighlights() {
    const highlights = copy(useListingFigures().facts.unit);
    return (
      <>
        <Typography component="h2" sx={visuallyHiddenSx}>
          {highlights.title}
        </Typography>
        <InfoCardList items={highlights.items} icons={HIGHLIGHT_ICONS} columns={4} />
      </>
    );
  };
}
