/** Module hooks of loaded-modules-probe.mjs: tell the probe every ES module resolved. */
let probe;

export function initialize({ port }) {
  probe = port;
}

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  probe.postMessage(resolved.url);
  return resolved;
}
