import type { FileHandle } from 'node:fs/promises';

/**
 * Structural checks of a video container over the whole file, not just its first bytes: the
 * top-level elements must follow one another exactly to the end of the file, so nothing (an HTML
 * page, a script) can ride along after a valid header. Reads only element headers, never the media.
 */

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

const isBoxType = (b: Buffer) => b.length === 4 && [...b].every((c) => c >= 0x20 && c <= 0x7e);

/**
 * ISO base media (MP4): `ftyp` first, then boxes whose sizes chain exactly to the end of the file,
 * with a `moov` (the movie's description) among them.
 */
export async function isWellFormedMp4(file: FileHandle, size: number): Promise<boolean> {
  let offset = 0;
  let first = true;
  let sawMoov = false;
  while (offset < size) {
    const header = await readAt(file, offset, 16);
    if (header.length < 8) return false;
    let boxSize = header.readUInt32BE(0);
    const type = header.subarray(4, 8);
    if (!isBoxType(type)) return false;
    let headerSize = 8;
    if (boxSize === 1) {
      if (header.length < 16) return false;
      const large = header.readBigUInt64BE(8);
      if (large > BigInt(Number.MAX_SAFE_INTEGER)) return false;
      boxSize = Number(large);
      headerSize = 16;
    } else if (boxSize === 0) {
      boxSize = size - offset; // "to the end of the file": only the last box may say so
    }
    if (boxSize < headerSize || offset + boxSize > size) return false;
    const name = type.toString('latin1');
    if (first && name !== 'ftyp') return false;
    if (name === 'moov') sawMoov = true;
    first = false;
    offset += boxSize;
  }
  return offset === size && sawMoov;
}

/** An EBML variable-length integer at `at`: its length in bytes and value (null: "unknown"). */
function readVint(b: Buffer, at: number, keepMarker: boolean): { length: number; value: number | null } | null {
  const first = b[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23; // 1..8
  if (at + length > b.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = b[at + i];
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { length, value: !keepMarker && allOnes ? null : value };
}

const EBML_ID = 0x1a45dfa3;
const SEGMENT_ID = 0x18538067;

/**
 * Matroska/WebM: the EBML header, then one Segment that runs exactly to the end of the file (or
 * says its size is unknown, as live recordings do).
 */
export async function isWellFormedWebm(file: FileHandle, size: number): Promise<boolean> {
  let offset = 0;
  let sawSegment = false;
  while (offset < size) {
    const header = await readAt(file, offset, 12);
    const id = readVint(header, 0, true);
    if (!id) return false;
    const length = readVint(header, id.length, false);
    if (!length) return false;
    const start = offset + id.length + length.length;
    if (offset === 0 && id.value !== EBML_ID) return false;
    if (id.value === SEGMENT_ID) {
      sawSegment = true;
      if (length.value === null) return true; // unknown size: the segment is the rest of the file
    } else if (offset > 0) {
      return false; // after the header, only the segment may stand at the top level
    }
    if (length.value === null) return false;
    offset = start + length.value;
    if (offset > size) return false;
  }
  return offset === size && sawSegment;
}
