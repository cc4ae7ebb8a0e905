// docker-compose.yml is the production shape; every service command must be a script package.json has.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const compose = readFileSync(new URL('../docker-compose.yml', import.meta.url), 'utf8');
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

function services(): Record<string, string | null> {
  const found: Record<string, string | null> = {};
  let current: string | null = null;
  let inServices = false;
  for (const line of compose.split('\n')) {
    if (/^services:/.test(line)) inServices = true;
    else if (/^\S/.test(line)) inServices = false;
    const service = inServices ? /^ {2}([a-z-]+):\s*$/.exec(line) : null;
    if (service) {
      current = service[1]!;
      found[current] = null;
    }
    const command = current ? /^ {4}command:\s*(.+)$/.exec(line) : null;
    if (command && current) found[current] = command[1]!.trim();
  }
  return found;
}

describe('docker-compose.yml', () => {
  it('has PostgreSQL, Meilisearch, the api and the worker', () => {
    expect(Object.keys(services())).toEqual(expect.arrayContaining(['postgres', 'meilisearch', 'api', 'worker']));
  });

  it('runs only npm scripts that exist in package.json', () => {
    const commands = Object.entries(services()).filter(([, command]) => command?.startsWith('npm'));
    expect(commands.map(([name]) => name)).toEqual(expect.arrayContaining(['api', 'worker', 'migrate']));
    for (const [name, command] of commands) {
      const script = /^npm run ([\w:-]+)/.exec(command!)?.[1];
      expect(script, `${name}: ${command}`).toBeTruthy();
      expect(pkg.scripts[script!], `${name} runs "npm run ${script}", which package.json lacks`).toBeTruthy();
    }
  });

  it('gives the api and worker the settings that switch off the embedded defaults', () => {
    expect(compose).toContain('DATABASE_URL: postgres://');
    expect(compose).toContain('MEILI_HOST:');
    expect(compose).toContain('APP_SECRET:');
  });
});
