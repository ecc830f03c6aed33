#ifndef FLIPBOOK_CPNG_SHIM_H
#define FLIPBOOK_CPNG_SHIM_H
// Why libpng and not libgd for PNG: libgd's true-colour images keep only 7 bits of
// alpha (0…127), so a round trip through gdImagePng loses every odd alpha value.
// libpng's simplified API (png_image_*) reads any PNG into 8-bit RGBA, and its full API
// (flipbook_png_write_rgba below) writes 8-bit RGBA with an sRGB chunk, which is exactly
// what Flipbook's frames need.
#include <png.h>
// zlib (libpng's own dependency) for crc32: checking the chunks of frames that are not decoded.
#include <zlib.h>
#include <stdlib.h>
#include <string.h>

// PNG_FORMAT_RGBA is a composite macro Swift cannot import; expose it as a constant.
static const png_uint_32 flipbook_png_format_rgba = PNG_FORMAT_RGBA;

// Writing with libpng's full API, for the one setting the simplified API does not expose: the
// row filter. The simplified writer tries all five filters on every row and keeps the best
// (libpng's heuristic): half of a frame's encoding time. The Up filter alone costs one pass
// and compresses UI frames within a few percent of it (photos smaller). libpng reports errors
// by longjmp, which Swift cannot take part in, so the whole write is in C.

/// Growable output of flipbook_png_write_rgba; free `bytes` with free().
typedef struct {
  unsigned char *bytes;
  size_t count;
  size_t capacity;
  int failed;
} flipbook_png_output;

static inline void flipbook_png_append(png_structp png, png_bytep data, png_size_t length) {
  flipbook_png_output *out = (flipbook_png_output *)png_get_io_ptr(png);
  if (out->failed) return;
  if (out->count + length > out->capacity) {
    size_t capacity = out->capacity ? out->capacity : 65536;
    while (capacity < out->count + length) capacity *= 2;
    unsigned char *grown = (unsigned char *)realloc(out->bytes, capacity);
    if (!grown) { out->failed = 1; png_error(png, "out of memory"); }
    out->bytes = grown;
    out->capacity = capacity;
  }
  memcpy(out->bytes + out->count, data, length);
  out->count += length;
}

static inline void flipbook_png_flush(png_structp png) { (void)png; }

/// Encodes 8-bit straight-alpha RGBA rows (`stride` bytes apart) as a PNG with an sRGB chunk
/// (perceptual intent), the Up filter and zlib's default level. Returns 1 and fills `out`, or 0
/// (with `out->bytes` freed) when libpng fails.
static inline int flipbook_png_write_rgba(const unsigned char *pixels, png_uint_32 width, png_uint_32 height,
                                          size_t stride, flipbook_png_output *out) {
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
  if (!png) return 0;
  png_infop info = png_create_info_struct(png);
  if (!info) { png_destroy_write_struct(&png, NULL); return 0; }
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    free(out->bytes);
    out->bytes = NULL;
    out->count = out->capacity = 0;
    return 0;
  }
  png_set_write_fn(png, out, flipbook_png_append, flipbook_png_flush);
  png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGBA, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
  png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_UP);
  png_write_info(png, info);
  for (png_uint_32 y = 0; y < height; y++) png_write_row(png, (png_const_bytep)(pixels + (size_t)y * stride));
  png_write_end(png, info);
  png_destroy_write_struct(&png, &info);
  return 1;
}
#endif
