import type { LibXml2 } from 'libxml2-wasm/lib/libxml2raw.mjs';

/**
 * libxml2 compiled to WebAssembly (libxml2-wasm), loaded once per thread. The engine drives
 * its raw C API: the same parser and XPath 1.0 evaluator as s1kd-brexcheck, so results are
 * libxml2's own (decision 110). The high-level wrappers of the package are not used: they
 * treat namespace errors as fatal and always evaluate with the root element as context,
 * where s1kd-brexcheck evaluates with no context node.
 */
export type Libxml2 = LibXml2;

let loading: Promise<Libxml2> | undefined;

/** The libxml2 module of this thread; the WebAssembly is compiled on first use only. */
export function loadLibxml2(): Promise<Libxml2> {
  loading ??= import('libxml2-wasm/lib/libxml2raw.mjs').then(async ({ default: load }) => {
    const module = (await load()) as Libxml2;
    module._xmlInitParser();
    return module;
  });
  return loading;
}

/** Writes a NUL-terminated UTF-8 copy of text into wasm memory; the caller frees it. */
export function allocString(lx: Libxml2, text: string): number {
  const size = lx.lengthBytesUTF8(text) + 1;
  const pointer = lx._malloc(size);
  lx.stringToUTF8(text, pointer, size);
  return pointer;
}

/** Copies bytes into wasm memory (plus a NUL); the caller frees the pointer. */
export function allocBytes(lx: Libxml2, bytes: Uint8Array): number {
  const pointer = lx._malloc(bytes.length + 1);
  if (!pointer) throw new RangeError('out of memory');
  lx.HEAPU8.set(bytes, pointer);
  lx.HEAPU8[pointer + bytes.length] = 0;
  return pointer;
}

export const u32 = (lx: Libxml2, pointer: number) => lx.HEAP32[pointer >> 2]! >>> 0;
export const i32 = (lx: Libxml2, pointer: number) => lx.HEAP32[pointer >> 2]!;
export const u16 = (lx: Libxml2, pointer: number) =>
  lx.HEAPU8[pointer]! | (lx.HEAPU8[pointer + 1]! << 8);

const decoder = new TextDecoder();

/** A NUL-terminated UTF-8 string at pointer; '' for NULL. */
export function cString(lx: Libxml2, pointer: number): string {
  if (!pointer) return '';
  const heap = lx.HEAPU8;
  let end = pointer;
  let ascii = true;
  for (let b = heap[end]!; b !== 0; b = heap[++end]!) if (b > 0x7f) ascii = false;
  // Names and codes are short ASCII: building them directly beats a TextDecoder call.
  if (ascii && end - pointer < 128) return String.fromCharCode(...heap.subarray(pointer, end));
  return decoder.decode(heap.subarray(pointer, end));
}

/** Whether the NUL-terminated string at pointer is exactly the ASCII text (no decoding). */
export function cStringEquals(lx: Libxml2, pointer: number, text: string): boolean {
  if (!pointer) return false;
  const heap = lx.HEAPU8;
  for (let i = 0; i < text.length; i++) if (heap[pointer + i] !== text.charCodeAt(i)) return false;
  return heap[pointer + text.length] === 0;
}
