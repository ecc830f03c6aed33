/* Generates the example images in this folder with libgd, so they can be rebuilt and checked:
 *   cc make-assets.c -lgd -lm -o /tmp/make-assets && (cd scenes/assets && /tmp/make-assets)
 * photo.jpg   320×200 landscape with fine stripes (shows shimmer if image scaling is poor)
 * avatar.png  128×128 disc on a transparent background (straight alpha edges)
 * spinner.gif 64×64, 12 frames of 8 cs, looping forever (a pull-to-refresh indicator)   */
#include <gd.h>
#include <math.h>
#include <stdio.h>

static void save(gdImagePtr im, const char *name, int kind) {
  FILE *f = fopen(name, "wb");
  if (kind == 0) gdImageJpeg(im, f, 90); else gdImagePng(im, f);
  fclose(f);
}

int main(void) {
  gdImagePtr photo = gdImageCreateTrueColor(320, 200);
  for (int y = 0; y < 200; y++)
    for (int x = 0; x < 320; x++) {
      int sky = y < 120;
      int r = sky ? 90 + y / 2 : 40 + (x * 3 + y) % 40;
      int g = sky ? 150 + y / 3 : 120 + ((x / 4 + y / 4) % 2) * 40; /* 4-px checks in the field */
      int b = sky ? 230 : 50;
      gdImageSetPixel(photo, x, y, gdTrueColor(r, g, b));
    }
  gdImageFilledEllipse(photo, 250, 50, 50, 50, gdTrueColor(255, 210, 80));
  gdPoint mountain[3] = {{20, 120}, {110, 40}, {200, 120}};
  gdImageFilledPolygon(photo, mountain, 3, gdTrueColor(70, 80, 110));
  for (int x = 0; x < 320; x += 2) gdImageLine(photo, x, 180, x, 199, gdTrueColor(250, 250, 250)); /* 1-px stripes */
  save(photo, "photo.jpg", 0);
  gdImageDestroy(photo);

  gdImagePtr avatar = gdImageCreateTrueColor(128, 128);
  gdImageSaveAlpha(avatar, 1);
  gdImageAlphaBlending(avatar, 0);
  gdImageFilledRectangle(avatar, 0, 0, 127, 127, gdTrueColorAlpha(0, 0, 0, 127));
  for (int y = 0; y < 128; y++)
    for (int x = 0; x < 128; x++) {
      double d = hypot(x + 0.5 - 64, y + 0.5 - 64);
      if (d < 60) gdImageSetPixel(avatar, x, y, gdTrueColor(255 - y, 120 + x / 2, 200));
    }
  gdImageFilledEllipse(avatar, 48, 52, 14, 18, gdTrueColor(30, 30, 60));
  gdImageFilledEllipse(avatar, 80, 52, 14, 18, gdTrueColor(30, 30, 60));
  gdImageArc(avatar, 64, 70, 60, 40, 20, 160, gdTrueColor(30, 30, 60));
  save(avatar, "avatar.png", 1);
  gdImageDestroy(avatar);

  FILE *gif = fopen("spinner.gif", "wb");
  gdImagePtr first = NULL, previous = NULL;
  for (int frame = 0; frame < 12; frame++) {
    gdImagePtr im = gdImageCreate(64, 64);
    int white = gdImageColorAllocate(im, 255, 255, 255);
    (void)white;
    for (int k = 0; k < 12; k++) {
      int shade = 220 - ((k - frame + 12) % 12) * 18;
      int color = gdImageColorAllocate(im, shade < 0 ? 0 : shade, 95 + shade / 4, 160);
      double angle = k * M_PI / 6;
      gdImageFilledEllipse(im, 32 + (int)lround(22 * cos(angle)), 32 + (int)lround(22 * sin(angle)), 9, 9, color);
    }
    if (frame == 0) { gdImageGifAnimBegin(im, gif, 1, 0); first = im; }
    gdImageGifAnimAdd(im, gif, 1, 0, 0, 8, gdDisposalNone, NULL);
    if (previous && previous != first) gdImageDestroy(previous);
    previous = im;
  }
  gdImageGifAnimEnd(gif);
  fclose(gif);
  return 0;
}
