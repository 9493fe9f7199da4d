// Decodes an animated WebP with libwebp's own WebPAnimDecoder (the reference decoder; Debian's ffmpeg 5.1 cannot
// read animated WebP, and ImageMagick 6.9's -coalesce blends frames that ask not to be blended) and writes the
// frame shown at each of COUNT instants on a FPS grid, as raw straight RGBA, to stdout. Instant i is
// round(100 i / FPS) hundredths of a second, the GIF delay rule Anima's encoders follow.
// Build: gcc webp-frames.c -o webp-frames -lwebpdemux -lwebp
// Usage: webp-frames in.webp COUNT FPS > frames.rgba
#include <stdio.h>
#include <stdlib.h>
#include <webp/demux.h>

int main(int argc, char **argv) {
  if (argc != 4) { fprintf(stderr, "usage: %s in.webp COUNT FPS\n", argv[0]); return 64; }
  FILE *f = fopen(argv[1], "rb");
  if (!f) { perror(argv[1]); return 66; }
  fseek(f, 0, SEEK_END);
  long size = ftell(f);
  fseek(f, 0, SEEK_SET);
  uint8_t *bytes = malloc(size);
  if (!bytes || fread(bytes, 1, size, f) != (size_t)size) { fprintf(stderr, "cannot read %s\n", argv[1]); return 74; }
  fclose(f);
  long count = atol(argv[2]), fps = atol(argv[3]);
  WebPData data = {bytes, (size_t)size};
  WebPAnimDecoderOptions options;
  if (!WebPAnimDecoderOptionsInit(&options)) return 70;
  options.color_mode = MODE_RGBA;
  options.use_threads = 0;
  WebPAnimDecoder *decoder = WebPAnimDecoderNew(&data, &options);
  WebPAnimInfo info;
  if (!decoder || !WebPAnimDecoderGetInfo(decoder, &info)) { fprintf(stderr, "not a WebP animation\n"); return 65; }
  size_t frameBytes = (size_t)info.canvas_width * info.canvas_height * 4;
  uint8_t *shown = NULL;
  int end = 0;  // when the decoded frame in `shown` stops showing, in milliseconds
  for (long i = 0; i < count; i++) {
    long t = (i * 100 + fps / 2) / fps * 10;
    while ((shown == NULL || t >= end) && WebPAnimDecoderHasMoreFrames(decoder)) {
      if (!WebPAnimDecoderGetNext(decoder, &shown, &end)) { fprintf(stderr, "decoding failed\n"); return 65; }
    }
    fwrite(shown, 1, frameBytes, stdout);
  }
  WebPAnimDecoderDelete(decoder);
  free(bytes);
  return 0;
}
