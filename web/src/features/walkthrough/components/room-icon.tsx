import type { SvgIconComponent } from '@mui/icons-material';
import AccessibleIcon from '@mui/icons-material/Accessible';
import BuildIcon from '@mui/icons-material/BuildOutlined';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import CoffeeIcon from '@mui/icons-material/LocalCafeOutlined';
import ElectricalServicesIcon from '@mui/icons-material/ElectricalServices';
import MedicalServicesIcon from '@mui/icons-material/MedicalServicesOutlined';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoomOutlined';
import WeekendIcon from '@mui/icons-material/WeekendOutlined';
import WorkspacesIcon from '@mui/icons-material/WorkspacesOutlined';
import type { RoomIcon as RoomIconName } from '../../../content/room-layout';

const ICONS: Record<RoomIconName, SvgIconComponent> = {
  'break-room': CoffeeIcon,
  reception: WeekendIcon,
  entry: MeetingRoomIcon,
  equipment: ElectricalServicesIcon,
  exam: MedicalServicesIcon,
  dressing: CheckroomIcon,
  master: WorkspacesIcon,
  hallway: AccessibleIcon,
  accessories: BuildIcon,
};

export function RoomIcon({ name }: { name: RoomIconName }) {
  const Icon = ICONS[name];
  return <Icon />;
}
