#ifndef FLIPBOOK_CGD_SHIM_H
#define FLIPBOOK_CGD_SHIM_H
#include <gd.h>
#endif
