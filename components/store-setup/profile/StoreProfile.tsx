'use client';
import { useCurrentLocation } from '@/components/ui/use-current-location';
import { BusinessInfoCard } from './BusinessInfoCard';
import { LocationCard } from './LocationCard';
import styles from './store-profile.module.css';

/** The `store` tab: the business's line, then the current location's profile and pin. */
export function StoreProfile({ tileUrl }: { tileUrl: string }) {
  const { current } = useCurrentLocation();
  return (
    <div className={styles.stack}>
      <BusinessInfoCard />
      {/* Keyed: switching location starts the card over from that location. */}
      {current && <LocationCard key={current._id} location={current} tileUrl={tileUrl} />}
    </div>
  );
}
