import { iconHref } from '../../config/paths.ts';

/**
 * An icon from the sprite, as `Icon.astro` draws one: the island ships no icon set and the page
 * repeats no paths. The sprite keeps `ISLAND_ICONS` even where no built page shows them.
 */
export default function SpriteIcon({ name, className }: { name: string; className: string }) {
  return (
    <svg className={className} aria-hidden="true">
      <use href={iconHref(name)} />
    </svg>
  );
}
