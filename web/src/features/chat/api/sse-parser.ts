/**
 * Incremental parser of a `text/event-stream` body: feed it text as it arrives, in chunks cut anywhere
 * (mid-line, mid-character is handled by the caller's TextDecoder), and it returns the `data` payloads
 * of every event completed so far. Multi-line data is joined with '\n'; comments and other fields are
 * ignored, as the EventSource standard says.
 */
export class SseParser {
  private buffer = '';
  private dataLines: string[] = [];

  push(text: string): string[] {
    this.buffer += text;
    const payloads: string[] = [];
    let newline = this.nextLineEnd();
    while (newline >= 0) {
      const line = this.buffer.slice(0, newline).replace(/\r$/, '');
      this.buffer = this.buffer.slice(newline + 1);
      this.readLine(line, payloads);
      newline = this.nextLineEnd();
    }
    return payloads;
  }

  /** The stream ended: an event still open (no blank line after it) counts as complete. */
  flush(): string[] {
    const payloads: string[] = [];
    if (this.buffer !== '') this.readLine(this.buffer.replace(/\r$/, ''), payloads);
    this.buffer = '';
    this.readLine('', payloads);
    return payloads;
  }

  private nextLineEnd(): number {
    return this.buffer.indexOf('\n');
  }

  private readLine(line: string, payloads: string[]): void {
    if (line === '') {
      if (this.dataLines.length) payloads.push(this.dataLines.join('\n'));
      this.dataLines = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    if (field !== 'data') return;
    const value = colon < 0 ? '' : line.slice(colon + 1);
    this.dataLines.push(value.startsWith(' ') ? value.slice(1) : value);
  }
}
