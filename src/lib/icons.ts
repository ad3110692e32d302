import { icons, type LucideIcon } from 'lucide-react';

/** True when `name` is a lucide icon's PascalCase export name; used by the content schemas. */
export function isIconName(name: string): boolean {
  return Object.hasOwn(icons, name);
}

/** The lucide component for a name the schema already checked. */
export function iconFor(name: string): LucideIcon {
  const icon = (icons as Record<string, LucideIcon>)[name];
  if (!icon) throw new Error(`Unknown lucide icon "${name}"`);
  return icon;
}
