import { pinyin } from 'pinyin-pro';
import { PINYIN_TYPES } from '../../contract/portal.js';

/**
 * Pinyin of a text for codes and aliases: type 0 the full pinyin without tones (中国 -> zhongguo),
 * type 1 the first letters (zg). Other characters are kept; whitespace is dropped; ü is written v.
 * The portal's pinyin tool answers it; the directory search matches names by it.
 */
export function toPinyin(text: string, type: number): string {
  const syllables = pinyin(text, {
    toneType: 'none',
    type: 'array',
    v: true,
    nonZh: 'consecutive',
    ...(type === PINYIN_TYPES.firstLetters ? { pattern: 'first' as const } : {}),
  });
  return syllables.join('').replace(/\s+/g, '').replace(/ü/g, 'v').toLowerCase();
}
