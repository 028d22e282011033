/**
 * Collects byte ranges at absolute offsets out of a stream seen once, chunk by chunk: a header
 * parser asks for "8 bytes at offset 1,000,044" and is called back when they have passed by,
 * while everything in between streams on without being kept. This is how a file's headers are
 * read without holding the file.
 */
export class ByteCollector {
  #seen = 0;
  #want: { offset: number; length: number; parts: Buffer[]; got: number } | undefined;
  #handler: ((bytes: Buffer) => void) | undefined;

  /** Bytes seen so far. */
  get seen(): number {
    return this.#seen;
  }

  /** True while a range is asked for and has not passed by yet. */
  get waiting(): boolean {
    return this.#want !== undefined;
  }

  /**
   * Asks for `length` bytes at `offset` (at or after what was seen); `handler` runs once they
   * arrived and may ask for the next range. Only one range is asked for at a time.
   */
  want(offset: number, length: number, handler: (bytes: Buffer) => void): void {
    this.#want = { offset, length, parts: [], got: 0 };
    this.#handler = handler;
    if (length === 0) this.#deliver();
  }

  /** Stops asking (the parser has what it needs). */
  stop(): void {
    this.#want = undefined;
    this.#handler = undefined;
  }

  /** Feeds the next chunk of the stream. */
  push(chunk: Uint8Array): void {
    const start = this.#seen;
    const end = start + chunk.byteLength;
    this.#seen = end;
    // A handler may ask for a range further inside this same chunk: loop until none is left.
    while (this.#want) {
      const want = this.#want;
      const from = Math.max(want.offset + want.got, start);
      const to = Math.min(want.offset + want.length, end);
      if (from >= to) return;
      // A copy: the chunk itself moves on to the decoder's thread (its memory is transferred).
      want.parts.push(Buffer.from(chunk.subarray(from - start, to - start)));
      want.got += to - from;
      if (want.got < want.length) return;
      this.#deliver();
    }
  }

  #deliver(): void {
    const want = this.#want!;
    const handler = this.#handler!;
    this.#want = undefined;
    this.#handler = undefined;
    handler(Buffer.concat(want.parts));
  }
}
