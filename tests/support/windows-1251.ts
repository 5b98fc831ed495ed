/** Text as Windows-1251 bytes, as Russian Excel saves a CSV file (Node decodes that charset but does not encode it). */
export function windows1251(text: string): Uint8Array {
  const decoder = new TextDecoder("windows-1251");
  const codes = new Map<string, number>();
  for (let byte = 0; byte < 256; byte += 1) codes.set(decoder.decode(new Uint8Array([byte])), byte);
  return new Uint8Array(
    [...text].map((char) => {
      const code = codes.get(char);
      if (code === undefined) throw new Error(`not in Windows-1251: ${char}`);
      return code;
    }),
  );
}
