// Which of our own modules the bundler may drop when nothing they export is
// used. Our TypeScript modules only declare things at their top level (no
// module registers, patches or renders anything when imported), but the
// bundler cannot tell that for calls such as styled.div`…` or createContext(),
// so without this hint a barrel import (`from '../design-system'`) would pull
// every component into the entry chunk. The browser entry (app/main.tsx) is
// the one module that acts when imported.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Folders, relative to the repository, whose modules have no import-time side effects. */
export const SIDE_EFFECT_FREE_FOLDERS = ['app', 'design-system', 'generated'] as const;

/** Modules in those folders that do act when imported. */
const ACTS_ON_IMPORT = new Set(['app/main.tsx']);

/** Rolldown's moduleSideEffects: false for our side-effect-free script modules, the default for anything else. */
export function moduleSideEffects(id: string): boolean | undefined {
  if (!/\.(?:[cm]?[jt]sx?)$/.test(id) || id.includes('/node_modules/')) return undefined;
  const relative = path.relative(ROOT, id).split(path.sep).join('/');
  if (relative.startsWith('..') || ACTS_ON_IMPORT.has(relative)) return undefined;
  return SIDE_EFFECT_FREE_FOLDERS.some((folder) => relative.startsWith(`${folder}/`)) ? false : undefined;
}
