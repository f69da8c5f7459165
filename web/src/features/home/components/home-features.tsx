import type { ReactElement } from 'react';
import AcUnitIcon from '@mui/icons-material/AcUnitOutlined';
import AccessibleIcon from '@mui/icons-material/AccessibleForwardOutlined';
import BoltIcon from '@mui/icons-material/BoltOutlined';
import MedicalServicesIcon from '@mui/icons-material/MedicalServicesOutlined';
import VerticalAlignCenterIcon from '@mui/icons-material/VerticalAlignCenter';
import WeekendIcon from '@mui/icons-material/WeekendOutlined';
import { InfoCardList } from '../../../components/ui/info-card-list';
import { Section } from '../../../components/ui/section';
import type { HomeFeatureIcon, HomeSectionsCopy } from '../../../content/home-sections';

const ICONS: Record<HomeFeatureIcon, ReactElement> = {
  exam: <MedicalServicesIcon />,
  reception: <WeekendIcon />,
  power: <BoltIcon />,
  climate: <AcUnitIcon />,
  access: <AccessibleIcon />,
  leveling: <VerticalAlignCenterIcon />,
};

/** What the trailer holds, as six feature cards. */
export function HomeFeatures({ copy }: { copy: HomeSectionsCopy['features'] }) {
  return (
    <Section id="features" title={copy.title} intro={copy.intro}>
      <InfoCardList items={copy.items} icons={ICONS} />
    </Section>
  );
}
