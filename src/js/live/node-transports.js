// The transports of a session in Node, given to the package by its Node
// entries (the browser's never import node:net or ws): TCP, and the global
// WebSocket where Node has one, else the ws package's.
import { openTcp } from './tcp.js';

export const nodeTransports = {
  tcp: openTcp,
  WebSocket: () => globalThis.WebSocket ?? import('ws').then((module) => module.WebSocket ?? module.default),
};
