import { iconHref } from '../../../config/paths.ts';

/** An icon from the sprite, so the island ships no icon set and the page repeats no paths. */
export default function SpriteIcon({ name, className }: { name: string; className: string }) {
  return (
    <svg className={className} aria-hidden="true" focusable="false">
      <use href={iconHref(name)} />
    </svg>
  );
}
