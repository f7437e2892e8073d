// Element builders. Text always goes in as text nodes, so nothing from the
// input can become markup.

const SVG_NS = 'http://www.w3.org/2000/svg';

function append(node, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

function setProps(node, props) {
  for (const [name, value] of Object.entries(props ?? {})) {
    if (value === null || value === undefined || value === false) continue;
    if (name === 'class') node.setAttribute('class', Array.isArray(value) ? value.filter(Boolean).join(' ') : value);
    else if (name === 'text') node.textContent = String(value);
    else if (name === 'on') for (const [type, fn] of Object.entries(value)) node.addEventListener(type, fn);
    else node.setAttribute(name, value === true ? '' : String(value));
  }
  return node;
}

export function h(tag, props, ...children) {
  return append(setProps(document.createElement(tag), props), children);
}

export function s(tag, props, ...children) {
  return append(setProps(document.createElementNS(SVG_NS, tag), props), children);
}

export function replace(node, ...children) {
  node.replaceChildren();
  return append(node, children);
}

export function $(selector, root = document) {
  const node = root.querySelector(selector);
  if (!node) throw new Error(`missing element ${selector}`);
  return node;
}
