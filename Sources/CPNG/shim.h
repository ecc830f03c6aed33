#ifndef FLIPBOOK_CPNG_SHIM_H
#define FLIPBOOK_CPNG_SHIM_H
// Why libpng and not libgd for PNG: libgd's true-colour images keep only 7 bits of
// alpha (0…127), so a round trip through gdImagePng loses every odd alpha value.
// libpng's simplified API (png_image_*) reads any PNG into 8-bit RGBA and writes
// 8-bit RGBA with an sRGB chunk, which is exactly what Flipbook's frames need.
#include <png.h>
// zlib (libpng's own dependency) for crc32: checking the chunks of frames that are not decoded.
#include <zlib.h>

// PNG_FORMAT_RGBA is a composite macro Swift cannot import; expose it as a constant.
static const png_uint_32 flipbook_png_format_rgba = PNG_FORMAT_RGBA;

// PNG_IMAGE_PNG_SIZE_MAX is a macro too: the most bytes png_image_write_to_memory can write
// for the image, so one buffer of that size takes the PNG in one pass (the other way,
// passing no buffer to learn the size, compresses the image twice).
static inline png_alloc_size_t flipbook_png_size_max(const png_image *image) {
  return PNG_IMAGE_PNG_SIZE_MAX(*image);
}
#endif
