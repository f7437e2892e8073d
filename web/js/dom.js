// Element builders. Text always goes in as text nodes, so nothing from the
// input can become markup.

const SVG_NS = 'http://www.w3.org/2000/svg';

// Nodes with a listener of h()'s own (`on`), and those holding one: update()
// never keeps an old node in place of such a one, whose listener may see
// other data.
const listening = new WeakSet();

function append(node, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    if (listening.has(child)) listening.add(node);
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

function setProps(node, props) {
  for (const [name, value] of Object.entries(props ?? {})) {
    if (value === null || value === undefined || value === false) continue;
    if (name === 'class') node.setAttribute('class', Array.isArray(value) ? value.filter(Boolean).join(' ') : value);
    else if (name === 'text') node.textContent = String(value);
    else if (name === 'on') {
      for (const [type, fn] of Object.entries(value)) node.addEventListener(type, fn);
      listening.add(node);
    } else node.setAttribute(name, value === true ? '' : String(value));
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

// As replace(), but what is already in place stays and is changed to what
// is asked for: a text's characters, an element's attributes and children. A node taken out and put back is styled and
// laid out again, which for what a step through the lines redraws (names,
// clocks, a line's tokens) costs more than comparing. Not for a live
// region that must speak again when told the same words.
export function update(node, ...children) {
  morphChildren(node, [...append(document.createDocumentFragment(), children).childNodes]);
  return node;
}

// The attributes of `fresh` on `node`, each written only when it differs.
function syncAttributes(node, fresh) {
  for (const { name } of [...node.attributes]) if (!fresh.hasAttribute(name)) node.removeAttribute(name);
  for (const { name, value } of fresh.attributes) if (node.getAttribute(name) !== value) node.setAttribute(name, value);
}

/** `current`, in the page, made into what `fresh` is (update()'s way); `fresh` is used up. */
export function morph(current, fresh) {
  if (current.nodeType === Node.TEXT_NODE && fresh.nodeType === Node.TEXT_NODE) {
    if (current.data !== fresh.data) current.data = fresh.data;
  } else if (current.nodeType === Node.ELEMENT_NODE && fresh.nodeType === Node.ELEMENT_NODE && !listening.has(fresh) && !listening.has(current)
    && current.namespaceURI === fresh.namespaceURI && current.localName === fresh.localName) {
    syncAttributes(current, fresh);
    morphChildren(current, [...fresh.childNodes]);
  } else {
    current.replaceWith(fresh);
  }
}

function morphChildren(node, fresh) {
  fresh.forEach((child, i) => {
    const current = node.childNodes[i];
    if (current) morph(current, child);
    else node.append(child);
  });
  while (node.childNodes.length > fresh.length) node.lastChild.remove();
}

export function $(selector, root = document) {
  const node = root.querySelector(selector);
  if (!node) throw new Error(`missing element ${selector}`);
  return node;
}
