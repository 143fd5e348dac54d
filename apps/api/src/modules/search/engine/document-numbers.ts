/**
 * A search document's numbers, as PostgreSQL sends them in one text field (`DOCUMENT_FIELDS`,
 * read-model-repository.ts): "id,price,guests,bedrooms,amenity bits,citq,reviews,published µs,
 * latitude,longitude[,free day,free day…]". At start a process reads every document (a million at
 * the largest catalogue), and the driver makes a string of each field, parses it and sets it on the
 * row: eleven numeric fields a row were most of that work and of the garbage the collector then
 * went through (docs/decisions/026-one-read-model-per-region-past-one-machine.md). One field is
 * read here in one pass over its characters.
 */

/**
 * Reads the numbers of one document's field after another, in order (each read moves past one
 * number). One reader serves every row (`of` starts a field): no object a row.
 */
export class NumbersReader {
  private text = ''
  private at = 0
  private end = 0

  /** Starts reading `text`, or its part from `start` up to `end` (one document of a bulk read's column). */
  of(text: string, start = 0, end = text.length): this {
    this.text = text
    this.at = start
    this.end = end
    return this
  }

  /** A whole number (an amenity mask may be negative: its 32nd bit is the sign). */
  integer(): number {
    const { text } = this
    let at = this.at
    const isNegative = text.charCodeAt(at) === 45
    if (isNegative) at += 1
    let value = 0
    for (; at < this.end; at += 1) {
      const code = text.charCodeAt(at)
      if (code === 44) break
      value = value * 10 + code - 48
    }
    this.at = at + 1
    return isNegative ? -value : value
  }

  /** A float8 as PostgreSQL writes it (a sign, decimals, perhaps an exponent). */
  float(): number {
    let end = this.text.indexOf(',', this.at)
    if (end === -1 || end > this.end) end = this.end
    const value = Number(this.text.slice(this.at, end))
    this.at = end + 1
    return value
  }

  /** Every whole number left. */
  rest(): number[] {
    const values: number[] = []
    while (this.at < this.end) values.push(this.integer())
    return values
  }
}
