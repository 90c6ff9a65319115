/**
 * Where the renderer the browser runs (Preact's compat layer, scripts/browser-renderer.ts) does
 * not do what React does, mended through Preact's own hook on every element it is asked to create.
 * Imported first by the app (src/main.tsx) and by the browser test tier.
 *
 * - `tabIndex` on an SVG element: React writes the `tabindex` attribute; Preact writes `tabIndex`,
 *   which SVG, case-sensitive, does not know, so a chart's surface (Recharts' keyboard tooltips)
 *   could not take focus. The lower-case name is the same attribute on HTML elements too.
 */
import { options, type VNode } from 'preact';

// The compat layer's own hook (React's prop names, events) runs first.
const compat = options.vnode?.bind(options);
options.vnode = (vnode: VNode) => {
  compat?.(vnode);
  const props = vnode.props as Record<string, unknown> | null;
  if (typeof vnode.type === 'string' && props && 'tabIndex' in props) {
    props.tabindex = props.tabIndex;
    delete props.tabIndex;
  }
};
