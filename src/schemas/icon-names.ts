import { icons } from 'lucide-react';

/** True when `name` is a lucide icon's PascalCase export name; used by the content schemas. */
export function isIconName(name: string): boolean {
  return Object.hasOwn(icons, name);
}
