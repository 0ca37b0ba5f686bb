/** `react-dom/client` in the widget build (vite.config.ts): React's root over Preact's render (see ./react.ts). */
import { render, type ComponentChild, type ContainerNode } from 'preact';

export function createRoot(container: ContainerNode) {
  return {
    render: (children: ComponentChild) => render(children, container),
    unmount: () => render(null, container),
  };
}
