import { iconClass } from '../../config/paths.ts';

/**
 * An icon as `Icon.astro` draws one: the island ships no icon set and the page repeats no paths.
 * Every page's icon stylesheet keeps `ISLAND_ICONS` even where the built page does not show them.
 */
export default function IslandIcon({ name, className }: { name: string; className: string }) {
  return <i className={`${iconClass(name)} ${className}`} />;
}
