import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Whether the file at `url` is the script Node was asked to run (under node, tsx or node --import tsx). */
export function isEntryPoint(url: string): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(url));
  } catch {
    return false;
  }
}
