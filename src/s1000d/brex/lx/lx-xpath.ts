import { allocString, i32, type Libxml2, u32 } from './libxml2';
import type { LxDocument } from './lx-document';

/** An XPath 1.0 result as libxml2 returns it. */
export type LxResult =
  | { type: 'nodeset'; nodes: number[] }
  | { type: 'boolean'; value: boolean }
  | { type: 'number'; value: number }
  | { type: 'string'; value: string };

const XPATH_NODESET = 1;
const XPATH_BOOLEAN = 2;
const XPATH_NUMBER = 3;
const XPATH_STRING = 4;
const NAMESPACE_DECL = 18;

type Compiled = { pointer: number };
const compiledCache = new WeakMap<Libxml2, Map<string, Compiled | null>>();
const stringCache = new WeakMap<Libxml2, Map<string, number>>();
const MAX_CACHED = 20_000;

/** Compiles an XPath 1.0 expression once per thread; null when libxml2 refuses it. */
export function compileXPath(lx: Libxml2, expression: string): Compiled | null {
  let cache = compiledCache.get(lx);
  if (!cache) compiledCache.set(lx, (cache = new Map()));
  const known = cache.get(expression);
  if (known !== undefined) return known;
  const text = allocString(lx, expression);
  const pointer = lx._xmlXPathCtxtCompile(0, text);
  lx._free(text);
  const compiled = pointer ? { pointer } : null;
  if (cache.size >= MAX_CACHED) {
    for (const c of cache.values()) if (c) lx._xmlXPathFreeCompExpr(c.pointer);
    cache.clear();
  }
  cache.set(expression, compiled);
  return compiled;
}

/** Prefix and namespace strings live in wasm memory for the life of the thread. */
function cachedString(lx: Libxml2, text: string): number {
  let cache = stringCache.get(lx);
  if (!cache) stringCache.set(lx, (cache = new Map()));
  let pointer = cache.get(text);
  if (pointer === undefined) cache.set(text, (pointer = allocString(lx, text)));
  return pointer;
}

// xmlXPathContext on wasm32: the error callback, and the operation limit and count
// (libxml2's resource limits; a step of evaluation is one operation).
const CONTEXT = { error: 132, opLimit: 204, opCount: 208 } as const;

export type Evaluation = {
  /** undefined when libxml2 reports an error (unknown function or prefix, a type error). */
  result?: LxResult;
  /** Operations spent, and whether the evaluation stopped at the limit. */
  ops: number;
  limited: boolean;
};

/**
 * Evaluates as s1kd-brexcheck does: a new context on the document with no context node
 * (a relative path selects nothing), the given prefixes registered. opLimit bounds the work
 * (0: none), so that a rule that is quadratic on a large object cannot run for minutes.
 */
export function evaluateXPath(
  doc: LxDocument,
  compiled: Compiled,
  namespaces: ReadonlyMap<string, string>,
  opLimit = 0,
  quietErrors = 0,
): Evaluation {
  const { lx } = doc;
  const context = lx._xmlXPathNewContext(doc.pointer);
  for (const [prefix, uri] of namespaces)
    lx._xmlXPathRegisterNs(context, cachedString(lx, prefix), cachedString(lx, uri));
  lx.HEAP32[(context + CONTEXT.opLimit) >> 2] = opLimit;
  if (quietErrors) lx.HEAP32[(context + CONTEXT.error) >> 2] = quietErrors;
  const object = lx._xmlXPathCompiledEval(compiled.pointer, context);
  const ops = u32(lx, context + CONTEXT.opCount);
  const limited = !object && opLimit > 0 && ops >= opLimit;
  const evaluation = (result?: LxResult): Evaluation => ({
    ops,
    limited,
    ...(result ? { result } : {}),
  });
  try {
    if (!object) return evaluation();
    switch (i32(lx, object)) {
      case XPATH_NODESET: {
        const set = u32(lx, object + 4);
        const count = set ? i32(lx, set) : 0;
        const table = set ? u32(lx, set + 8) >> 2 : 0;
        const nodes: number[] = [];
        for (let i = 0; i < count; i++) {
          const node = lx.HEAP32[table + i]! >>> 0;
          // Namespace nodes are copies owned by the result: keep their place, not the node.
          nodes.push(i32(lx, node + 4) === NAMESPACE_DECL ? 0 : node);
        }
        return evaluation({ type: 'nodeset', nodes });
      }
      case XPATH_BOOLEAN:
        return evaluation({ type: 'boolean', value: i32(lx, object + 8) !== 0 });
      case XPATH_NUMBER:
        return evaluation({ type: 'number', value: lx.getValue(object + 16, 'double') });
      case XPATH_STRING: {
        const pointer = u32(lx, object + 24);
        return evaluation({ type: 'string', value: pointer ? lx.UTF8ToString(pointer) : '' });
      }
      default:
        return evaluation();
    }
  } finally {
    if (object) lx._xmlXPathFreeObject(object);
    lx._xmlXPathFreeContext(context);
  }
}
