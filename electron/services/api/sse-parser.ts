// The Server-Sent Events wire format (WHATWG HTML, "Parsing an event stream"): lines of `field: value`,
// a blank line ends a message, lines starting with ':' are comments. Chunks may split lines anywhere.

export interface SseMessage {
  /** The `event` field; 'message' when absent. */
  event: string;
  data: string;
  /** The `id` field of this message, when it had one. */
  id?: string;
  /** The `retry` field (milliseconds), when it had one. */
  retry?: number;
}

export class SseParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];
  private id: string | undefined;
  private retry: number | undefined;

  /** Feeds decoded text; returns the messages it completed. */
  push(text: string): SseMessage[] {
    this.buffer += text;
    const messages: SseMessage[] = [];
    for (;;) {
      const match = /\r\n|\r|\n/.exec(this.buffer);
      // A lone \r at the end may be the first half of \r\n: wait for the next chunk.
      if (!match || (match[0] === '\r' && match.index === this.buffer.length - 1)) break;
      const line = this.buffer.slice(0, match.index);
      this.buffer = this.buffer.slice(match.index + match[0].length);
      const message = this.line(line);
      if (message) messages.push(message);
    }
    return messages;
  }

  private line(line: string): SseMessage | undefined {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return undefined;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.event = value;
    else if (field === 'data') this.data.push(value);
    else if (field === 'id' && !value.includes('\0')) this.id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) this.retry = Number(value);
    return undefined;
  }

  private dispatch(): SseMessage | undefined {
    const hasData = this.data.length > 0;
    const message: SseMessage = { event: this.event || 'message', data: this.data.join('\n') };
    if (this.id !== undefined) message.id = this.id;
    if (this.retry !== undefined) message.retry = this.retry;
    this.event = '';
    this.data = [];
    this.id = undefined;
    this.retry = undefined;
    return hasData ? message : undefined;
  }
}
