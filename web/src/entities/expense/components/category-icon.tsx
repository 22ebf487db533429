import CategoryIcon from '@mui/icons-material/Category';
import ConstructionIcon from '@mui/icons-material/Construction';
import DescriptionIcon from '@mui/icons-material/Description';
import EngineeringIcon from '@mui/icons-material/Engineering';
import HandymanIcon from '@mui/icons-material/Handyman';
import Avatar from '@mui/material/Avatar';
import { expenseCategoryStyle, type CategoryStyle } from '@reno/domain';

const ICONS: Record<CategoryStyle['icon'], typeof CategoryIcon> = {
  materials: ConstructionIcon,
  labor: EngineeringIcon,
  permits: DescriptionIcon,
  tools: HandymanIcon,
  other: CategoryIcon,
};

/** The category's icon on its colour (unknown categories get the Other style). */
export function CategoryAvatar({ category }: { category: string }) {
  const style = expenseCategoryStyle(category);
  const Icon = ICONS[style.icon];
  return (
    <Avatar aria-hidden sx={{ bgcolor: `${style.color}1f`, color: style.color, width: 40, height: 40 }}>
      <Icon fontSize="small" />
    </Avatar>
  );
}
