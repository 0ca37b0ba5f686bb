/**
 * The hardening every widget element gets (the forms' defineWidget, over r2wc's class, and <gft-certificate-badge>, over
 * HTMLElement): an open shadow root with constructable stylesheets, its attributes as properties, mounted only once it
 * is still in the page at the end of the task that inserted it, its tree kept when moved within one task. What it
 * renders and how is the caller's (`mount`): no Preact here, so that an element that renders without it (the badge)
 * does not load it.
 */

/** What a mounted element renders with, until it leaves the page for good. */
export interface Mounted {
  /** Renders the element's current attributes: once mounted, then after each change of one. */
  render(): void;
  /** Lets go of everything: the shadow root is empty afterwards. */
  unmount(): void;
}

export interface ElementDefinition {
  tag: string;
  /** Its attributes as properties, camelCase (`certificateId` for `certificate-id`); `lang` is observed in any case. */
  properties: readonly string[];
  /** The stylesheets' texts, in order. */
  css: readonly string[];
  mount: (host: HTMLElement, shadow: ShadowRoot) => Mounted;
  /**
   * The class it extends (default HTMLElement): the forms' is r2wc's, which attaches the shadow root and renders the
   * component; this class decides when (its own lifecycle callbacks replace the base's, `mount` calls them).
   */
  base?: typeof HTMLElement;
  /**
   * What an element the definition upgrades (in the page before the code came) waits for before it mounts instead of
   * the end of a task, which it has no need of (the task that inserted it is long over): the forms wait for the page
   * language's texts, so that their first render shows the form, not an empty root and a second render and paint.
   */
  upgraded?: Promise<unknown>;
}

/** An attribute's name for a property's: `certificateId` → `certificate-id`. */
export const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const sheets = new Map<string, CSSStyleSheet>();
/** One constructable stylesheet per CSS text, shared by every element of the page (allowed under `style-src 'self'`). */
function sheet(css: string): CSSStyleSheet {
  let existing = sheets.get(css);
  if (!existing) {
    existing = new CSSStyleSheet();
    existing.replaceSync(css);
    sheets.set(css, existing);
  }
  return existing;
}

/**
 * Runs `callback` in a task of its own, after the current one (a message, not a timer: timers are throttled in
 * background tabs and clamped when nested).
 */
function afterTask(callback: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
}

/** Defines the element, unless the page has it already (a page may include the script twice). */
export function defineElement({ tag, properties, css, mount, upgraded, base = HTMLElement }: ElementDefinition): void {
  if (customElements.get(tag)) return;
  /** While customElements.define runs: the elements it upgrades were in the page before the definition. */
  let defining = false;
  class GftElement extends base {
    static observedAttributes = [...new Set([...properties, 'lang'])].map(kebab);
    // A base may have attached it already (r2wc does, in its constructor).
    readonly #shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    /** Rendering into its shadow root, until it unmounts. */
    #mounted: Mounted | undefined;
    /** Inserted, mounting at the end of the task if it is still in the page then. */
    #entering = false;
    /** Removed from the page, unmounting at the end of the task unless it comes back. */
    #leaving = false;

    constructor() {
      super();
      this.#shadow.adoptedStyleSheets = css.map(sheet);
    }
    // Whether it mounts is decided once the task has ended: a router that inserts and removes the element again
    // within one task (also across the microtasks of its own promises) must not make it render, raise events or send
    // anything while it is out of the page. React and Vue set attributes first, then insert.
    connectedCallback() {
      this.#leaving = false;
      if (this.#mounted || this.#entering) return;
      this.#entering = true;
      const enter = () => {
        this.#entering = false;
        if (this.#mounted || !this.isConnected) return;
        this.#mounted = mount(this, this.#shadow);
        this.#mounted.render();
      };
      if (defining && upgraded) void upgraded.then(enter);
      else afterTask(enter);
    }
    // A framework that moves the element takes it out and puts it back in one task: its tree (what was typed) stays.
    disconnectedCallback() {
      if (!this.#mounted) return;
      this.#leaving = true;
      afterTask(() => {
        if (!this.#leaving || this.isConnected) return;
        this.#leaving = false;
        this.#mounted?.unmount();
        this.#mounted = undefined;
      });
    }
    // Called for every attribute the element has when it is created or upgraded, then for each change; only a mounted
    // element in the page renders.
    attributeChangedCallback() {
      if (this.#mounted && this.isConnected) this.#mounted.render();
    }
  }
  // The attributes as properties too, as frameworks set them (React 19 sets a property the element has): a property
  // set becomes the attribute.
  for (const property of properties) {
    const attribute = kebab(property);
    Object.defineProperty(GftElement.prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return this.getAttribute(attribute) ?? undefined;
      },
      set(this: HTMLElement, value: unknown) {
        if (value === null || value === undefined) this.removeAttribute(attribute);
        else if (this.getAttribute(attribute) !== String(value)) this.setAttribute(attribute, String(value));
      },
    });
  }
  // Tells the loader this definition is ours, not the host page's own element of the same name (widgets/main.ts).
  Object.defineProperty(GftElement, Symbol.for('gft-widgets.element'), { value: true });
  defining = true;
  try {
    customElements.define(tag, GftElement);
  } finally {
    defining = false;
  }
}
