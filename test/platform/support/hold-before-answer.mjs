// Loaded into a platform process (NODE_OPTIONS="--import <this file>") by tests that kill it at one precise
// point: a request carrying the header `x-test-hold-before-answer` is held once its route has run (its
// writes committed) and before its answer goes out (before any onSend hook): the process prints the answer
// it was about to send, `HELD ANSWER <status> <body>`, and stands still until it is killed.
import { writeSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// The platform's own Fastify (one copy in node_modules), whose every answer passes through Reply#send.
const Reply = require('fastify/lib/reply.js');
const send = Reply.prototype.send;

Reply.prototype.send = function sendUnlessHeld(payload) {
  if (this.request.headers['x-test-hold-before-answer'] !== undefined) {
    const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
    writeSync(1, `HELD ANSWER ${this.statusCode} ${body}\n`);
    // Blocks the event loop for good: nothing more of this request (or any other) runs until the kill.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
  }
  return send.call(this, payload);
};
