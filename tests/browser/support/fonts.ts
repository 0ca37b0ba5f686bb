/** Debian's DejaVu fonts (fonts-dejavu-core): the fonts of a Linux desktop without Arial or Liberation Sans. */
export const dejaVuFolder = '/usr/share/fonts/truetype/dejavu';
