import { createDeflateRaw } from "node:zlib";

export interface ZipPart {
  name: string;
  /** the part as stored: deflated when `method` is 8 */
  data: Buffer;
  method: 0 | 8;
  /** the unpacked size the directory declares */
  size: number;
}

/** A zip archive of `parts` as written, sizes as declared (true or not): for files no honest zip tool would write. */
export function zipBytes(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(part.method, 8);
    local.writeUInt32LE(part.data.length, 18);
    local.writeUInt32LE(part.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(part.method, 10);
    central.writeUInt32LE(part.data.length, 20);
    central.writeUInt32LE(part.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.data);
    centrals.push(central, name);
    offset += local.length + name.length + part.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** `megabytes` of one repeated byte, deflated as it streams (never held unpacked). */
export async function deflatedZeros(megabytes: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => deflate.on("end", resolve));
  const block = Buffer.alloc(1024 * 1024, 0x20);
  for (let index = 0; index < megabytes; index += 1) if (!deflate.write(block)) await new Promise((resolve) => deflate.once("drain", resolve));
  deflate.end();
  await done;
  return Buffer.concat(chunks);
}
