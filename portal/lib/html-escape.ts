/** An attribute value in HTML: `& < > " '` escaped (the code snippets the embed builder and the certificate page give). */
export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
