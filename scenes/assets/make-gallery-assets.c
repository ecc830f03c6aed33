/* Generates the seed-gallery images in this folder with libgd, like make-assets.c:
 *   cc make-gallery-assets.c -lgd -lm -o /tmp/make-gallery-assets && (cd scenes/assets && /tmp/make-gallery-assets)
 * kanazawa-1.png … kanazawa-4.png  240×240 "photos" (PNG: flat shapes stay smaller than JPEG, and so do the goldens that show them) for seed 002's grid (garden, tea house street,
 *                                  castle wall, market) — flat shapes, so they stay small as JPEG
 * bili.gif                         100×100, 8 frames of 6 cs, looping forever: a little TV with
 *                                  antennas that bobs and blinks, the GIF seed 004 shows while refreshing
 * bili.png                         100×100, the GIF's first frame: the still image ("bili") shown when not refreshing */
#include <gd.h>
#include <math.h>
#include <stdio.h>

static int clamp(int v) { return v < 0 ? 0 : v > 255 ? 255 : v; }

static void savePNG(gdImagePtr im, const char *name) {
  FILE *f = fopen(name, "wb");
  gdImagePng(im, f);
  fclose(f);
}

/* Sky over ground with a horizon, a sun and a few blocks: enough structure to see a photo zoom. */
static void photo(const char *name, int skyR, int skyG, int skyB, int groundR, int groundG, int groundB, int variant) {
  gdImagePtr im = gdImageCreateTrueColor(240, 240);
  for (int y = 0; y < 240; y++) {
    int sky = y < 130;
    int r = sky ? skyR + y / 3 : groundR - (y - 130) / 4;
    int g = sky ? skyG + y / 4 : groundG - (y - 130) / 4;
    int b = sky ? skyB : groundB;
    gdImageLine(im, 0, y, 239, y, gdTrueColor(clamp(r), clamp(g), clamp(b)));
  }
  gdImageFilledEllipse(im, 60 + variant * 40, 50, 44, 44, gdTrueColor(255, 224, 130));
  for (int k = 0; k < 5; k++) {
    int x = 10 + k * 46 + (variant * 13) % 20, h = 40 + ((k * 37 + variant * 23) % 50);
    int shade = 60 + k * 18;
    gdImageFilledRectangle(im, x, 130 - h, x + 34, 130, gdTrueColor(clamp(shade), clamp(shade - 20 + variant * 10), clamp(shade + 10)));
    gdImageFilledRectangle(im, x + 4, 130 - h + 6, x + 30, 130 - h + 12, gdTrueColor(230, 220, 200)); /* a roof line */
  }
  savePNG(im, name);
  gdImageDestroy(im);
}

int main(void) {
  photo("kanazawa-1.png", 120, 170, 235, 70, 140, 80, 0);   /* garden: blue sky, green */
  photo("kanazawa-2.png", 235, 170, 120, 150, 90, 60, 1);   /* tea houses at dusk: orange sky, brown */
  photo("kanazawa-3.png", 150, 190, 230, 200, 200, 190, 2); /* castle: pale sky, white stone */
  photo("kanazawa-4.png", 90, 120, 200, 180, 120, 70, 3);   /* market: deep blue, warm */

  FILE *gif = fopen("bili.gif", "wb");
  gdImagePtr first = NULL, previous = NULL;
  for (int frame = 0; frame < 8; frame++) {
    gdImagePtr im = gdImageCreate(100, 100);
    int background = gdImageColorAllocate(im, 255, 255, 255);
    int pink = gdImageColorAllocate(im, 251, 114, 153);
    int screen = gdImageColorAllocate(im, 255, 236, 242);
    int dark = gdImageColorAllocate(im, 60, 40, 50);
    (void)background;
    int bob = (int)lround(4 * sin(frame * M_PI / 4));  /* up and down once per loop */
    int top = 30 + bob;
    /* antennas wiggle with the bob */
    gdImageSetThickness(im, 4);
    gdImageLine(im, 40, top, 30 - bob, top - 20, pink);
    gdImageLine(im, 60, top, 70 + bob, top - 20, pink);
    gdImageSetThickness(im, 1);
    gdImageFilledRectangle(im, 18, top, 82, top + 50, pink);
    gdImageFilledRectangle(im, 24, top + 6, 76, top + 44, screen);
    /* eyes: open, except a blink on frames 5 and 6 */
    if (frame == 5 || frame == 6) {
      gdImageFilledRectangle(im, 35, top + 22, 45, top + 24, dark);
      gdImageFilledRectangle(im, 55, top + 22, 65, top + 24, dark);
    } else {
      gdImageFilledEllipse(im, 40, top + 22, 8, 12, dark);
      gdImageFilledEllipse(im, 60, top + 22, 8, 12, dark);
    }
    gdImageArc(im, 50, top + 30, 12, 8, 0, 180, dark); /* smile */
    gdImageFilledRectangle(im, 26, top + 50, 32, top + 56, pink); /* feet */
    gdImageFilledRectangle(im, 68, top + 50, 74, top + 56, pink);
    if (frame == 0) {
      FILE *still = fopen("bili.png", "wb");
      gdImagePng(im, still);
      fclose(still);
      gdImageGifAnimBegin(im, gif, 1, 0);
      first = im;
    }
    gdImageGifAnimAdd(im, gif, 1, 0, 0, 6, gdDisposalNone, NULL);
    if (previous && previous != first) gdImageDestroy(previous);
    previous = im;
  }
  gdImageGifAnimEnd(gif);
  fclose(gif);
  return 0;
}
