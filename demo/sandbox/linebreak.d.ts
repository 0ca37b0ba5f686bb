// linebreak (Unicode line breaking, UAX #14, by pdfkit's authors) ships no types.
declare module 'linebreak' {
  export default class LineBreaker {
    constructor(text: string);
    /** The next place a line may break: before `position`; `required` after a line-break character. */
    nextBreak(): { position: number; required: boolean } | null;
  }
}
