import { HomePacketButton } from '../../features/exports/components/home-packet-button';
import { HomesScreen } from '../../features/homes/components/homes-screen';

/** The homes screen, each card offering the home's packet (the exports feature). */
export function HomesRoute() {
  return <HomesScreen cardAction={(home) => <HomePacketButton home={home} />} />;
}
