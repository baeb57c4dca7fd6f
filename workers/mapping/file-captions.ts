/**
 * "IMG_2041.jpg - my W-2 from Midwest Freight Partners. Box 1 wages are …": a writer who sends photos or scans
 * captions each by its file name. The name says nothing the form asks for, and before a dash it would read as a
 * value keyed by the caption; the caption is read on its own.
 */

/** A photo's or a scan's file name, then the dash or colon its caption follows. */
const FILE_NAME_BEFORE_CAPTION = /^([ \t]*(?:[-*•][ \t]+)?)[\w() -]{1,40}\.(?:jpe?g|png|heic|gif|tiff?|pdf|bmp|webp)[ \t]*[-–—:][ \t]*(?=\S)/gimu;

export function withPhotoFileNamesDropped(text: string): string {
  return text.replace(FILE_NAME_BEFORE_CAPTION, '$1');
}
