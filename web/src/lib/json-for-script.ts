/**
 * JSON for a <script> element's text: "<", ">" and "&" are written as \u escapes (still the same JSON),
 * so no title or text can close the element ("</script>") or open a comment; U+2028 and U+2029 too.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
