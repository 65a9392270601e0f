import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.js';
import type { FileStorage } from '../storage/index.js';

/**
 * Demo seals: each of these accounts gets a red round seal image, password DEMO_PASSWORD. Purchaser
 * and staff also allow secret-free signing, so both flows of the signature field can be tried.
 */
export const DEMO_SEALS: ReadonlyArray<{ account: string; secretFree: boolean }> = [
  { account: 'supplier', secretFree: false },
  { account: 'purchaser', secretFree: true },
  { account: 'staff', secretFree: true },
];

const SEAL_SIZE = 160;
/** Each pixel is the coverage of SUPERSAMPLE² sub-pixels, which smooths the edges. */
const SUPERSAMPLE = 4;
const SEAL_RED = [208, 16, 27] as const;

/**
 * An RGBA PNG from a coverage function (0..1 per point), painted in seal red on transparency. The
 * encoder loads only when a seal is drawn (an empty database's seeding), not at every start.
 */
async function encodePng(size: number, coverage: (x: number, y: number) => number): Promise<Buffer> {
  const { encode } = await import('fast-png');
  const pixels = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      let covered = 0;
      for (let sy = 0; sy < SUPERSAMPLE; sy += 1) {
        for (let sx = 0; sx < SUPERSAMPLE; sx += 1) {
          covered += coverage(x + (sx + 0.5) / SUPERSAMPLE, y + (sy + 0.5) / SUPERSAMPLE);
        }
      }
      const offset = (y * size + x) * 4;
      pixels.set([...SEAL_RED, Math.round((255 * covered) / SUPERSAMPLE ** 2)], offset);
    }
  }
  const png = encode(
    { width: size, height: size, data: pixels, depth: 8, channels: 4 },
    { zlib: { level: 9 } },
  );
  return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
}

/** Whether a point lies inside a five-pointed star centred at (cx, cy) with outer radius r. */
function inStar(x: number, y: number, cx: number, cy: number, r: number): boolean {
  const inner = r * 0.382;
  const corners = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? r : inner;
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)] as const;
  });
  // Even-odd ray casting over the star's outline.
  let inside = false;
  for (let index = 0, previous = corners.length - 1; index < corners.length; previous = index, index += 1) {
    const [xi, yi] = corners[index] ?? [0, 0];
    const [xj, yj] = corners[previous] ?? [0, 0];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/**
 * A round seal: an outer ring, an inner hairline, a star in the centre and a bar below it where a
 * real seal carries the company's name. Drawn from shapes so the demo needs no image file or font.
 */
export function demoSealPng(size = SEAL_SIZE): Promise<Buffer> {
  const centre = size / 2;
  return encodePng(size, (x, y) => {
    const distance = Math.hypot(x - centre, y - centre);
    const outer = size * 0.47;
    if (distance <= outer && distance >= outer - size * 0.05) return 1;
    const hairline = size * 0.39;
    if (Math.abs(distance - hairline) <= size * 0.008) return 1;
    if (inStar(x, y, centre, centre - size * 0.04, size * 0.17)) return 1;
    const barTop = centre + size * 0.18;
    if (y >= barTop && y <= barTop + size * 0.045 && Math.abs(x - centre) <= size * 0.2) return 1;
    return 0;
  });
}

/**
 * Gives each demo account its seal, stored like an uploaded file; part of seeding an empty database.
 * The seal password is the demo password, whose hash the seed already made.
 */
export async function seedDemoSeals(db: Db, storage: FileStorage, passwordHash: string): Promise<void> {
  const image = await demoSealPng();
  for (const demo of DEMO_SEALS) {
    const userId = `u-${demo.account}`;
    const user = await db
      .selectFrom('users')
      .select(['id', 'account'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) continue;
    const existing = await db
      .selectFrom('user_seals')
      .select('user_id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (existing) continue;
    const fileId = randomUUID();
    const name = '电子签章.png';
    await storage.put(fileId, image, { name, mime: 'image/png' });
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('files')
        .values({
          id: fileId,
          name,
          size: image.length,
          mime: 'image/png',
          ext: 'png',
          uploader_id: user.id,
          uploader_account: user.account,
          batch_id: null,
          props: null,
          storage_key: fileId,
        })
        .execute();
      await trx
        .insertInto('user_seals')
        .values({
          user_id: userId,
          file_id: fileId,
          password_hash: passwordHash,
          secret_free: demo.secretFree,
        })
        .execute();
    });
  }
}
