import HomeWorkIcon from '@mui/icons-material/HomeWork';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { PRODUCT_TITLE } from '@reno/domain';
import { HouseholdSwitcher } from '../../../entities/household/components/household-switcher';
import { NavItems } from './nav-items';
import { ProjectSelector } from './project-selector';
import { UserMenu } from './user-menu';

/**
 * The sidebar's contents; the shell puts them in a fixed panel or a drawer. The household switcher (for an
 * account in more than one) stands above the project selector: projects belong to a household.
 */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 2 }}>
        <HomeWorkIcon color="primary" aria-hidden />
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {PRODUCT_TITLE}
        </Typography>
      </Box>
      <Box sx={{ px: 2, pb: 2, display: 'grid', gap: 2 }}>
        <HouseholdSwitcher onSwitched={onNavigate} />
        <ProjectSelector onNavigate={onNavigate} />
      </Box>
      <Divider />
      <Box sx={{ flexGrow: 1, overflowY: 'auto' }}>
        <NavItems onNavigate={onNavigate} />
      </Box>
      <Divider />
      <Box sx={{ p: 1 }}>
        <UserMenu onNavigate={onNavigate} />
      </Box>
    </Box>
  );
}
