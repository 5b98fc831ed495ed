import fontkit from "@pdf-lib/fontkit";

let patched = false;

/**
 * Fixes two subsetting faults of @pdf-lib/fontkit 1.1 (an old fork of fontkit; fixed upstream in 1.8/1.9)
 * without which a subset font prints blank or wrong glyphs:
 * - TrueType: glyph records are copied at odd lengths, then a short `loca` (2-byte steps) is written, so
 *   every glyph after the first odd one points into the wrong bytes. Each record is padded to even length.
 * - CID-keyed CFF (Noto Sans SC): the header's offset size is written from an undefined field (viewers
 *   reject the font), and FDSelect / local subroutines are mapped by the last font dict added instead of
 *   each glyph's own.
 * @param {Uint8Array | undefined} trueTypeBytes @param {Uint8Array | undefined} cffBytes bytes of fonts that reach the subsetters' classes
 */
export function fixFontkitSubsets(trueTypeBytes, cffBytes) {
  if (patched) return;
  patched = true;
  if (trueTypeBytes) patchTrueType(Object.getPrototypeOf(fontkit.create(trueTypeBytes).createSubset()));
  if (cffBytes) patchCff(Object.getPrototypeOf(fontkit.create(cffBytes).createSubset()));
}

function patchTrueType(/** @type {any} */ proto) {
  const addGlyph = proto._addGlyph;
  proto._addGlyph = function (/** @type {number} */ gid) {
    const index = addGlyph.call(this, gid);
    const record = this.glyf[index];
    if (record.length % 2 === 1) {
      const even = record.constructor.alloc(record.length + 1);
      record.copy(even, 0);
      this.glyf[index] = even;
      this.offset += 1;
    }
    return index;
  };
}

function patchCff(/** @type {any} */ proto) {
  const encode = proto.encode;
  proto.encode = function (/** @type {unknown} */ stream) {
    const had = Object.prototype.hasOwnProperty.call(this.cff, "length");
    const saved = this.cff.length;
    this.cff.length = 4;
    try {
      return encode.call(this, stream);
    } finally {
      if (had) this.cff.length = saved;
      else delete this.cff.length;
    }
  };
  proto.subsetFontdict = function (/** @type {any} */ topDict) {
    topDict.FDArray = [];
    topDict.FDSelect = { version: 0, fds: [] };
    /** @type {Map<number, number>} */
    const fdIndex = new Map();
    /** @type {Record<string, boolean>[]} */
    const usedSubrs = [];
    for (const gid of this.glyphs) {
      const fd = this.cff.fdForGlyph(gid);
      if (fd == null) continue;
      let index = fdIndex.get(fd);
      if (index === undefined) {
        index = topDict.FDArray.length;
        fdIndex.set(fd, index);
        topDict.FDArray.push(Object.assign({}, this.cff.topDict.FDArray[fd]));
        usedSubrs.push({});
      }
      topDict.FDSelect.fds.push(index);
      const glyph = this.font.getGlyph(gid);
      void glyph.path; // parsing the outline records the subroutines it calls
      for (const subr in glyph._usedSubrs) usedSubrs[index][subr] = true;
    }
    topDict.FDArray.forEach((/** @type {any} */ dict, /** @type {number} */ i) => {
      delete dict.FontName;
      if (dict.Private && dict.Private.Subrs) {
        dict.Private = Object.assign({}, dict.Private);
        dict.Private.Subrs = this.subsetSubrs(dict.Private.Subrs, usedSubrs[i]);
      }
    });
  };
}
