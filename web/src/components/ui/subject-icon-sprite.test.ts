// The committed sprite is what the generator draws from lucide's icons for the names the catalogue uses: a name
// added without redrawing the sprite (or a lucide update that changed a drawing) would show an empty tile.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SPRITE_FILE, subjectIconSprite } from '../../../build/subject-icon-sprite.ts';
import { DEFAULT_SUBJECT_ICON, SUBJECT_ICONS, subjectIconId } from './subject-icon-names.ts';

describe('the subject icons sprite', () => {
  it('is the drawing of every icon a subject can name (run web/build/subject-icon-sprite.ts when it fails)', async () => {
    const committed = readFileSync(SPRITE_FILE, 'utf8');
    expect(committed).toBe(await subjectIconSprite());
    for (const id of [DEFAULT_SUBJECT_ICON, ...Object.values(SUBJECT_ICONS)]) expect(committed).toContain(`<symbol id="${id}" viewBox="0 0 24 24"><`);
  });

  it('reads a name in any of the catalogue\'s spellings, and shows a book for an unknown one', () => {
    expect(subjectIconId('FlaskConical')).toBe('flask-conical');
    expect(subjectIconId('flask_conical')).toBe('flask-conical');
    expect(subjectIconId('bar-chart-3')).toBe('chart-column');
    expect(subjectIconId('no-such-icon')).toBe(DEFAULT_SUBJECT_ICON);
    expect(subjectIconId(null)).toBe(DEFAULT_SUBJECT_ICON);
  });
});
